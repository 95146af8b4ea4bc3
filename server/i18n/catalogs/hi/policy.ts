import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: 'यह सर्वर केवल साइन इन किए हुए उपयोगकर्ताओं से पुश लेता है। पुश करने के लिए साइन इन करें।',
  passphraseRequired: 'यह सर्वर यहाँ पासफ़्रेज़ माँगता है। न्यूनतम लंबाई: {min}।',
  sealedRequired: 'यह सर्वर इस प्रकार के केवल सील किए हुए (एंड-टू-एंड एन्क्रिप्टेड) पुश लेता है।',
  optionRequired: 'यह सर्वर यह विकल्प अनिवार्य करता है।',
  lifeInHours: 'इस सर्वर पर अनुमत अवधि (घंटे): {min} से {max}।',
  mailDomains: 'लिंक केवल इन डोमेन के पतों पर ईमेल किए जा सकते हैं: {domains}।',
  textAnswersOff: 'इस सर्वर पर टेक्स्ट पुश बंद हैं, इसलिए केवल फ़ाइलों से उत्तर दिया जा सकता है।',
};
