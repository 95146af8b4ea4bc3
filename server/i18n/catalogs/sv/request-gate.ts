import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Den här förfrågan är bara för en person',
  emailAsk: 'Ange din e-postadress. Om den som frågar valde den skickar vi en kod som öppnar förfrågan.',
  codeSent:
    'Om {email} får svara på den här förfrågan är en kod på väg dit. Koden fungerar en gång, inom {duration}.',
  networkText: 'Den här förfrågan kan bara besvaras från det nätverk som den som frågar valde.',
  codeSubject: 'Din kod för en förfrågan på {site}',
  codeMail: 'Din kod för att svara på förfrågan som skickades till dig på {site}: {code}',
  legend: 'Vem får svara',
  emailsLabel: 'Bara dessa adresser eller @domäner får svara',
  emailsHint:
    'Avgränsade med kommatecken. Den som svarar bevisar sin adress med en kod som skickas per e-post.',
  emailUnavailable:
    'Den här servern skickar ingen e-post och kan därför inte kontrollera en adress: välj medlemmar eller adressintervall i stället.',
  notAccepted: 'Kontrollera dessa poster: adresser, @domäner eller adressintervall som 192.0.2.0/24.',
  auditAnsweredCode: 'Besvarad av {email}, verifierad med en skickad kod',
  auditAnsweredMember: 'Besvarad av {email} (inloggad)',
  auditAnsweredNetwork: 'Besvarad från ett tillåtet nätverk',
  answeredByCode: 'Besvarad av {email}, verifierad med en skickad kod.',
  answeredBySignIn: 'Besvarad av {email} (inloggad).',
};
