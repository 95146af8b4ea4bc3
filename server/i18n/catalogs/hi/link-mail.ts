import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} ने आपके साथ गुप्त जानकारी साझा की है',
  heading: '{sender} ने {site} के ज़रिए आपको गुप्त जानकारी भेजी है।',
  findLinkBelow: 'गुप्त लिंक नीचे दिया गया है।',
  openLink: 'गुप्त लिंक खोलें',
  expires: {
    one: 'यह लिंक {duration} के बाद या {count} व्यू के बाद समाप्त हो जाएगा, जो भी पहले हो।',
    other: 'यह लिंक {duration} के बाद या {count} व्यू के बाद समाप्त हो जाएगा, जो भी पहले हो।',
  },
  passphrase: 'यह लिंक एक पासफ़्रेज़ माँगेगा: {sender} इसे आपको किसी दूसरे तरीके से देंगे, इस ईमेल में कभी नहीं।',
  deletable: 'पढ़ने के बाद आप इसे ख़ुद हटा सकते हैं।',
  notExpected:
    'अगर आप {sender} से किसी गुप्त जानकारी की उम्मीद नहीं कर रहे थे, तो लिंक खोलने से पहले किसी दूसरे तरीके से उनसे पूछ लें।',
};
