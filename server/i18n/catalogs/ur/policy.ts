import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: 'یہ سرور صرف سائن اِن صارفین سے پُش قبول کرتا ہے۔ پُش کرنے کے لیے سائن اِن کریں۔',
  passphraseRequired: 'یہ سرور یہاں پاس فریز مانگتا ہے۔ کم از کم لمبائی: {min}۔',
  sealedRequired: 'یہ سرور اس قسم کے صرف مہر بند (سرے سے سرے تک خفیہ کردہ) پُش قبول کرتا ہے۔',
  optionRequired: 'یہ سرور یہ اختیار لازمی قرار دیتا ہے۔',
  lifeInHours: 'اس سرور پر اجازت یافتہ مدت (گھنٹے): {min} سے {max}۔',
  mailDomains: 'لنک صرف ان ڈومینز کے پتوں پر ای میل کیے جا سکتے ہیں: {domains}۔',
  textAnswersOff: 'اس سرور پر متن کے راز بند ہیں، اس لیے صرف فائلوں سے جواب دیا جا سکتا ہے۔',
};
