import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'درخواست',
  viewSubject: 'آپ کا راز “{name}” دیکھا گیا',
  viewSentence: 'آپ کا راز “{name}” دیکھا گیا۔',
  viewedByCode: '{email} نے کھولا، بھیجے گئے کوڈ سے تصدیق شدہ۔',
  viewedBySignIn: '{email} نے کھولا (سائن ان)۔',
  failedPassphraseSubject: 'آپ کے راز “{name}” کے لیے غلط پاس فریز درج کیا گیا',
  failedPassphraseSentence: 'کسی نے آپ کے راز “{name}” کے لیے غلط پاس فریز درج کیا۔',
  expireSubject: 'آپ کا راز “{name}” ختم ہو گیا ہے',
  expireSentence:
    'آپ کا راز “{name}” ختم ہو گیا ہے: اس کا مواد حذف کر دیا گیا ہے اور اس کا لنک اب کام نہیں کرتا۔',
  requestAnsweredSubject: 'آپ کی درخواست “{name}” کا جواب آ گیا',
  requestAnsweredSentence: 'آپ کی درخواست “{name}” کا جواب آ گیا۔',
  testSubject: 'آزمائشی اطلاع',
  testSentence:
    'یہ آپ کے اطلاعات کے صفحے سے ایک آزمائش ہے: آپ کے رازوں کے بارے میں اطلاعات آپ کو یہیں ملیں گی۔',
  facts: 'قسم: {kind}۔ حوالہ: {digest}۔ وقت: {time}۔',
  webhookLine: '{sentence} ({kind}، حوالہ {digest})',
  dashboardLink: 'اپنا ڈیش بورڈ کھولیں',
  why: 'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ نے ان واقعات کی اطلاع مانگی تھی۔ آپ اسے اپنے اطلاعات کے صفحے پر تبدیل کر سکتے ہیں۔',
};
