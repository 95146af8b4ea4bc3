import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'آپ کا پاس ورڈ تبدیل کر دیا گیا',
  noticePassword: '{site} پر آپ کے اکاؤنٹ {email} کا پاس ورڈ {time} کو تبدیل کیا گیا۔',
  noticeSecondFactorOnSubject: 'دو مرحلہ توثیق آن کر دی گئی',
  noticeSecondFactorOn:
    '{site} پر آپ کے اکاؤنٹ {email} کے لیے {time} کو دو مرحلہ توثیق آن کی گئی۔ اب سائن ان کرتے وقت پاس ورڈ کے ساتھ آپ کی توثیق کنندہ ایپ کا کوڈ بھی مانگا جاتا ہے۔',
  noticeSecondFactorOffSubject: 'دو مرحلہ توثیق آف کر دی گئی',
  noticeSecondFactorOff:
    '{site} پر آپ کے اکاؤنٹ {email} کے لیے {time} کو دو مرحلہ توثیق آف کی گئی۔ اب سائن ان کرتے وقت صرف آپ کا پاس ورڈ مانگا جاتا ہے۔',
  noticeSecondFactorRemovedSubject: 'ایک منتظم نے آپ کی دو مرحلہ توثیق آف کر دی',
  noticeSecondFactorRemoved:
    '{site} کے ایک منتظم نے {time} کو آپ کے اکاؤنٹ {email} کے لیے دو مرحلہ توثیق آف کر دی۔ اب سائن ان کرتے وقت صرف آپ کا پاس ورڈ مانگا جاتا ہے۔',
  noticeSetUpAgain: 'آپ اپنے اکاؤنٹ کے صفحے سے اسے دوبارہ سیٹ اپ کر سکتے ہیں۔',
  accountLinkLabel: 'اپنے اکاؤنٹ کا صفحہ کھولیں',
  noticeRemovedNotAsked: 'اگر آپ نے اس کی درخواست نہیں کی تھی تو اپنے منتظم سے رابطہ کریں۔',
  noticeSecondFactorFailuresSubject: 'آپ کے اکاؤنٹ کے لیے غلط دو مرحلہ توثیقی کوڈ درج کیے گئے',
  noticeSecondFactorFailures:
    '{site} پر آپ کے اکاؤنٹ {email} کے لیے درست پاس ورڈ کے بعد کئی غلط دو مرحلہ توثیقی کوڈ درج کیے گئے، آخری بار {time} کو۔',
  noticeEmailSubject: 'آپ کا ای میل پتہ تبدیل کر دیا گیا',
  noticeEmail:
    '{site} پر آپ کے اکاؤنٹ {email} کا ای میل پتہ {time} کو تبدیل کیا گیا۔ اب اکاؤنٹ سے متعلق ای میلز نئے پتے پر جاتی ہیں۔',
  noticeNotYou:
    'اگر یہ آپ نے نہیں کیا تو ممکن ہے کسی اور کو آپ کا پاس ورڈ معلوم ہو: ابھی اسے ری سیٹ کریں اور اپنے منتظم کو بتائیں۔',
  noticeEmailNotYou:
    'اگر یہ آپ نے نہیں کیا تو ابھی اپنے منتظم کو بتائیں: اب اس پتے سے پاس ورڈ ری سیٹ نہیں کیا جا سکتا۔',
  resetLinkLabel: 'اپنا پاس ورڈ ری سیٹ کریں',
  linkWorksOnce: 'یہ لنک صرف ایک بار کام کرتا ہے، اور اس کی میعاد {duration} ہے۔',
  resetSubject: '{site} پر اپنا پاس ورڈ ری سیٹ کریں',
  resetIntro: 'کسی نے، غالباً آپ نے، {site} پر آپ کے اکاؤنٹ {email} کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔',
  resetButton: 'نیا پاس ورڈ منتخب کریں',
  resetNotYou:
    'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کریں: آپ کا پاس ورڈ جوں کا توں رہے گا۔',
  invitationSubject: '{inviter} نے آپ کو {site} پر {name} میں مدعو کیا ہے',
  invitationIntro:
    '{inviter} نے آپ کو {site} پر اکاؤنٹ {email} بنانے کے لیے مدعو کیا ہے۔ یہ ایک Secret Push سرور ہے جس پر پاس ورڈز اور دوسرے راز ایسے لنکس کے ذریعے شیئر کیے جاتے ہیں جو ختم ہو جاتے ہیں۔',
  invitationAdminIntro: 'آپ کو منتظم کے اختیارات حاصل ہوں گے۔',
  invitationButton: 'دعوت قبول کریں',
  invitationWorksUntil: 'یہ لنک صرف ایک بار، {time} تک کام کرتا ہے۔',
  invitationNotYou: 'اگر آپ کو اس دعوت کی توقع نہیں تھی تو اس ای میل کو نظر انداز کریں۔',
  signupSubject: '{site} پر اپنے سائن اپ کی تصدیق کریں',
  signupIntro: 'کسی نے، غالباً آپ نے، اس پتے کے ساتھ {site} پر اکاؤنٹ کی درخواست کی ہے۔',
  signupButton: 'تصدیق کریں اور پاس ورڈ منتخب کریں',
  signupNotYou: 'اگر یہ آپ نے نہیں کیا تو اس ای میل کو نظر انداز کریں: کوئی اکاؤنٹ نہیں بنے گا۔',
  signupExistingSubject: '{site} پر آپ کا اکاؤنٹ پہلے سے موجود ہے',
  signupExistingIntro:
    'کسی نے، غالباً آپ نے، اس پتے کے ساتھ {site} پر سائن اپ کرنے کی کوشش کی، لیکن اس پتے کا اکاؤنٹ پہلے سے موجود ہے۔ اگر آپ کو پاس ورڈ یاد نہیں تو سائن ان کرنے کے لیے اسے ری سیٹ کریں۔',
  signInButton: 'سائن ان کریں',
  signupExistingNotYou:
    'اگر یہ آپ نے نہیں کیا تو اس ای میل کو نظر انداز کریں: آپ کے اکاؤنٹ میں کچھ تبدیل نہیں ہوا۔',
  emailChangeSubject: '{site} پر اپنے نئے ای میل پتے کی تصدیق کریں',
  emailChangeIntro:
    'آپ نے {site} پر اپنے اکاؤنٹ کا ای میل پتہ {email} سے بدل کر یہ پتہ کرنے کی درخواست کی ہے۔',
  emailChangeButton: 'نئے پتے کی تصدیق کریں',
  emailChangeNotYou: 'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کریں: پتہ جوں کا توں رہے گا۔',
};
