import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} نے آپ کو ایک راز بھیجا ہے',
  heading: '{sender} نے {site} کے ذریعے آپ کو ایک راز بھیجا ہے۔',
  findLinkBelow: 'خفیہ لنک نیچے موجود ہے۔',
  openLink: 'خفیہ لنک کھولیں',
  expires: {
    one: 'یہ لنک {duration} کے بعد یا {count} ملاحظے کے بعد ختم ہو جائے گا، جو بھی پہلے ہو۔',
    other: 'یہ لنک {duration} کے بعد یا {count} ملاحظات کے بعد ختم ہو جائے گا، جو بھی پہلے ہو۔',
  },
  passphrase:
    'یہ ایک پاس فریز مانگے گا: {sender} وہ آپ کو کسی دوسرے طریقے سے دیں گے، اس ای میل میں کبھی نہیں۔',
  deletable: 'پڑھنے کے بعد آپ اسے خود حذف کر سکتے ہیں۔',
  notExpected:
    'اگر آپ کو {sender} سے کسی راز کی توقع نہیں تھی تو لنک کھولنے سے پہلے کسی دوسرے طریقے سے ان سے پوچھ لیں۔',
};
