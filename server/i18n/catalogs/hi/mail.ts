import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'आपका पासवर्ड बदल दिया गया',
  noticePassword: '{site} पर आपके खाते {email} का पासवर्ड {time} को बदला गया।',
  noticeSecondFactorOnSubject: 'दो-चरणीय सत्यापन चालू किया गया',
  noticeSecondFactorOn:
    '{site} पर आपके खाते {email} के लिए {time} को दो-चरणीय सत्यापन चालू किया गया। अब साइन इन करते समय आपके पासवर्ड के साथ-साथ आपके ऑथेंटिकेटर ऐप से एक कोड भी माँगा जाता है।',
  noticeSecondFactorOffSubject: 'दो-चरणीय सत्यापन बंद किया गया',
  noticeSecondFactorOff:
    '{site} पर आपके खाते {email} के लिए {time} को दो-चरणीय सत्यापन बंद किया गया। अब साइन इन करते समय सिर्फ़ आपका पासवर्ड माँगा जाता है।',
  noticeSecondFactorRemovedSubject: 'किसी व्यवस्थापक ने आपका दो-चरणीय सत्यापन बंद कर दिया',
  noticeSecondFactorRemoved:
    '{site} के एक व्यवस्थापक ने {time} को आपके खाते {email} के लिए दो-चरणीय सत्यापन बंद कर दिया। अब साइन इन करते समय सिर्फ़ आपका पासवर्ड माँगा जाता है।',
  noticeSetUpAgain: 'आप अपने खाते के पेज से इसे फिर से सेट अप कर सकते हैं।',
  accountLinkLabel: 'अपने खाते का पेज खोलें',
  noticeRemovedNotAsked: 'अगर आपने इसका अनुरोध नहीं किया था, तो अपने व्यवस्थापक से संपर्क करें।',
  noticeSecondFactorFailuresSubject: 'आपके खाते के लिए गलत दो-चरणीय सत्यापन कोड डाले गए',
  noticeSecondFactorFailures:
    '{site} पर आपके खाते {email} के लिए सही पासवर्ड डालने के बाद कई गलत दो-चरणीय सत्यापन कोड डाले गए, आख़िरी बार {time} को।',
  noticeEmailSubject: 'आपका ईमेल पता बदल दिया गया',
  noticeEmail: '{site} पर आपके खाते {email} का ईमेल पता {time} को बदला गया। अब खाते से जुड़े ईमेल नए पते पर जाते हैं।',
  noticeNotYou:
    'अगर यह आपने नहीं किया, तो हो सकता है किसी और को आपका पासवर्ड पता हो: उसे अभी रीसेट करें और अपने व्यवस्थापक को बताएँ।',
  noticeEmailNotYou:
    'अगर यह आपने नहीं किया, तो अपने व्यवस्थापक को अभी बताएँ: इस पते से अब पासवर्ड रीसेट नहीं किया जा सकता।',
  resetLinkLabel: 'अपना पासवर्ड रीसेट करें',
  linkWorksOnce: 'यह लिंक {duration} तक, सिर्फ़ एक बार काम करता है।',
  resetSubject: '{site} पर अपना पासवर्ड रीसेट करें',
  resetIntro: 'किसी ने, शायद आपने, {site} पर आपके खाते {email} का पासवर्ड रीसेट करने का अनुरोध किया है।',
  resetButton: 'नया पासवर्ड चुनें',
  resetNotYou: 'अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  invitationSubject: '{inviter} ने आपको {site} पर {name} में आमंत्रित किया है',
  invitationIntro:
    '{inviter} ने आपको {site} पर {email} के रूप में खाता बनाने के लिए आमंत्रित किया है। यह एक Secret Push सर्वर है, जिस पर पासवर्ड और दूसरी गुप्त जानकारी ऐसे लिंक से साझा की जाती है जो समाप्त हो जाते हैं।',
  invitationAdminIntro: 'आप इसके व्यवस्थापकों में से एक होंगे।',
  invitationButton: 'आमंत्रण स्वीकार करें',
  invitationWorksUntil: 'यह लिंक {time} तक, सिर्फ़ एक बार काम करता है।',
  invitationNotYou: 'अगर आपको इस आमंत्रण की उम्मीद नहीं थी, तो इस ईमेल को अनदेखा करें।',
  signupSubject: '{site} पर अपने साइन-अप की पुष्टि करें',
  signupIntro: 'किसी ने, शायद आपने, इस पते से {site} पर खाता माँगा है।',
  signupButton: 'पुष्टि करें और पासवर्ड चुनें',
  signupNotYou: 'अगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा करें: कोई खाता नहीं बनेगा।',
  signupExistingSubject: '{site} पर आपका खाता पहले से है',
  signupExistingIntro:
    'किसी ने, शायद आपने, इस पते से {site} पर साइन अप करने की कोशिश की, लेकिन इस पते का खाता पहले से मौजूद है। पासवर्ड याद न हो, तो उसे रीसेट करके साइन इन करें।',
  signInButton: 'साइन इन करें',
  signupExistingNotYou: 'अगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आपके खाते में कुछ नहीं बदला।',
  emailChangeSubject: '{site} पर अपने नए ईमेल पते की पुष्टि करें',
  emailChangeIntro: 'आपने {site} पर अपने खाते का ईमेल पता {email} से बदलकर यह पता करने का अनुरोध किया है।',
  emailChangeButton: 'नए पते की पुष्टि करें',
  emailChangeNotYou: 'अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: पता जैसा है वैसा ही रहेगा।',
};
