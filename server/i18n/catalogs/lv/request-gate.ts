import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Šis pieprasījums ir tikai vienai personai',
  emailAsk:
    'Ievadiet savu e-pasta adresi. Ja pieprasītājs to izvēlējās, mēs nosūtīsim kodu, kas atver pieprasījumu.',
  codeSent:
    'Ja {email} drīkst atbildēt uz šo pieprasījumu, kods ir ceļā. Kods darbojas vienreiz, {duration} laikā.',
  networkText: 'Uz šo pieprasījumu var atbildēt tikai no pieprasītāja izvēlētā tīkla.',
  codeSubject: 'Jūsu kods pieprasījumam vietnē {site}',
  codeMail: 'Jūsu kods, lai atbildētu uz pieprasījumu, kas jums nosūtīts vietnē {site}: {code}',
  legend: 'Kas drīkst atbildēt',
  emailsLabel: 'Atbildēt drīkst tikai šīs adreses vai @domēni',
  emailsHint: 'Atdalītas ar komatiem. Atbildētājs pierāda savu adresi ar pa e-pastu nosūtītu kodu.',
  emailUnavailable:
    'Šis serveris nesūta e-pastu, tāpēc nevar pārbaudīt adresi: izvēlieties dalībniekus vai adrešu diapazonus.',
  notAccepted: 'Pārbaudiet šos ierakstus: adreses, @domēnus vai adrešu diapazonus, piemēram, 192.0.2.0/24.',
  auditAnsweredCode: 'Atbildēja {email}, apstiprināts ar pa e-pastu nosūtītu kodu',
  auditAnsweredMember: 'Atbildēja {email} (pierakstījies)',
  auditAnsweredNetwork: 'Atbildēts no atļauta tīkla',
  answeredByCode: 'Atbildēja {email}, apstiprināts ar pa e-pastu nosūtītu kodu.',
  answeredBySignIn: 'Atbildēja {email} (pierakstījies).',
};
