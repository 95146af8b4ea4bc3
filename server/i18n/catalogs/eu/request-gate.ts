import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Eskaera hau pertsona bakarrarentzat da',
  emailAsk:
    'Idatzi zure helbide elektronikoa. Eskatzaileak aukeratu badu, eskaera irekitzen duen kode bat bidaliko dizugu.',
  codeSent:
    '{email} helbideak eskaera hau erantzun badezake, kode bat bidean da. Kodeak behin balio du, {duration} barru.',
  networkText: 'Eskaera hau eskatzaileak aukeratutako saretik bakarrik erantzun daiteke.',
  codeSubject: 'Zure kodea {site} guneko eskaera baterako',
  codeMail: '{site} gunean bidali dizuten eskaera erantzuteko zure kodea: {code}',
  legend: 'Nork erantzun dezakeen',
  emailsLabel: 'Helbide edo @domeinu hauek bakarrik erantzun dezakete',
  emailsHint:
    'Komaz bereizita. Erantzuten duenak bere helbidea frogatzen du posta bidez bidalitako kode batekin.',
  emailUnavailable:
    'Zerbitzari honek ez du posta bidaltzen, beraz ezin du helbiderik egiaztatu: aukeratu kideak edo helbide-barrutiak.',
  notAccepted: 'Egiaztatu sarrera hauek: helbideak, @domeinuak edo 192.0.2.0/24 bezalako helbide-barrutiak.',
  auditAnsweredCode: '{email} helbideak erantzuna, posta bidezko kode batekin egiaztatua',
  auditAnsweredMember: '{email} helbideak erantzuna (saioa hasita)',
  auditAnsweredNetwork: 'Baimendutako sare batetik erantzuna',
  answeredByCode: '{email} helbideak erantzuna, posta bidezko kode batekin egiaztatua.',
  answeredBySignIn: '{email} helbideak erantzuna (saioa hasita).',
};
