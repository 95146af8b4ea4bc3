import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'रिक्वेस्ट',
  viewSubject: 'आपका पुश “{name}” देखा गया',
  viewSentence: 'आपका पुश “{name}” देखा गया।',
  viewedByCode: '{email} ने खोला, भेजे गए कोड से सत्यापित।',
  viewedBySignIn: '{email} ने खोला (साइन इन)।',
  failedPassphraseSubject: 'आपके पुश “{name}” के लिए गलत पासफ़्रेज़ दर्ज किया गया',
  failedPassphraseSentence: 'किसी ने आपके पुश “{name}” के लिए गलत पासफ़्रेज़ दर्ज किया।',
  expireSubject: 'आपका पुश “{name}” समाप्त हो गया है',
  expireSentence:
    'आपका पुश “{name}” समाप्त हो गया है: इसकी गुप्त जानकारी मिटा दी गई है और इसका लिंक अब काम नहीं करता।',
  requestAnsweredSubject: 'आपकी रिक्वेस्ट “{name}” का जवाब आ गया',
  requestAnsweredSentence: 'आपकी रिक्वेस्ट “{name}” का जवाब आ गया।',
  testSubject: 'टेस्ट सूचना',
  testSentence: 'यह आपके सूचना पेज से भेजा गया टेस्ट है: आपके पुश के बारे में सूचनाएँ आप तक यहाँ पहुँचती हैं।',
  facts: 'प्रकार: {kind}। संदर्भ: {digest}। समय: {time}।',
  webhookLine: '{sentence} ({kind}, संदर्भ {digest})',
  dashboardLink: 'अपना डैशबोर्ड खोलें',
  why: 'आपको यह ईमेल इसलिए मिला है क्योंकि आपने इन घटनाओं की सूचना पाना चुना था। आप इसे अपने सूचना पेज पर बदल सकते हैं।',
};
