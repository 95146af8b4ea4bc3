import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Ta prośba jest tylko dla jednej osoby',
  emailAsk: 'Wpisz swój adres e-mail. Jeśli proszący go wybrał, wyślemy Ci kod, który otworzy prośbę.',
  codeSent:
    'Jeśli {email} może odpowiedzieć na tę prośbę, kod jest już w drodze. Kod działa raz, w ciągu {duration}.',
  networkText: 'Na tę prośbę można odpowiedzieć tylko z sieci wybranej przez proszącego.',
  codeSubject: 'Twój kod do prośby w {site}',
  codeMail: 'Twój kod do odpowiedzi na prośbę wysłaną do Ciebie w {site}: {code}',
  legend: 'Kto może odpowiedzieć',
  emailsLabel: 'Odpowiedzieć mogą tylko te adresy lub @domeny',
  emailsHint: 'Oddzielone przecinkami. Odpowiadający potwierdza swój adres kodem wysłanym e-mailem.',
  emailUnavailable:
    'Ten serwer nie wysyła poczty, więc nie może sprawdzić adresu: wybierz zamiast tego członków lub zakresy adresów.',
  notAccepted: 'Sprawdź te wpisy: adresy, @domeny lub zakresy adresów, takie jak 192.0.2.0/24.',
  auditAnsweredCode: 'Odpowiedź od {email}, potwierdzona kodem wysłanym e-mailem',
  auditAnsweredMember: 'Odpowiedź od {email} (zalogowany)',
  auditAnsweredNetwork: 'Odpowiedź z dozwolonej sieci',
  answeredByCode: 'Odpowiedź od {email}, potwierdzona kodem wysłanym e-mailem.',
  answeredBySignIn: 'Odpowiedź od {email} (zalogowany).',
};
