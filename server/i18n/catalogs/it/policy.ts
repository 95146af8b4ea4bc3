import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Questo server accetta condivisioni solo da utenti che hanno effettuato l’accesso. Accedi per condividere.',
  passphraseRequired: 'Questo server richiede qui una passphrase. Lunghezza minima: {min}.',
  sealedRequired: 'Questo server accetta solo condivisioni sigillate (cifrate end-to-end) di questo tipo.',
  optionRequired: 'Questo server richiede questa opzione.',
  gateRequiredAny:
    'Questo server richiede una barriera: indica gli indirizzi e-mail dei destinatari, lascia aprire il link solo ai membri o indica intervalli di indirizzi.',
  gateRequiredEmail:
    'Questo server richiede gli indirizzi e-mail dei destinatari: solo loro possono aprire il link.',
  gateRequiredMember: 'Questo server richiede che solo i membri con accesso possano aprire il link.',
  lifeInHours: 'Durata consentita su questo server (ore): da {min} a {max}.',
  mailDomains: 'I link possono essere inviati solo a indirizzi di: {domains}.',
  textAnswersOff:
    'Le condivisioni di testo sono disattivate su questo server, quindi si può rispondere solo con file.',
};
