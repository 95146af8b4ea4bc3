import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: 'Tento server přijímá sdílení jen od přihlášených uživatelů. Pro sdílení se přihlaste.',
  passphraseRequired: 'Tento server zde vyžaduje heslo. Minimální délka: {min}.',
  sealedRequired: 'Tento server přijímá sdílení tohoto typu jen zapečetěná (šifrovaná end-to-end).',
  optionRequired: 'Tento server tuto volbu vyžaduje.',
  gateRequiredAny:
    'Tento server vyžaduje bránu: uveďte e-mailové adresy příjemců, povolte odkaz jen členům, nebo zadejte rozsahy adres.',
  gateRequiredEmail: 'Tento server vyžaduje e-mailové adresy příjemců: odkaz otevřou jen oni.',
  gateRequiredMember: 'Tento server vyžaduje, aby odkaz mohli otevřít jen přihlášení členové.',
  lifeInHours: 'Povolená doba platnosti na tomto serveru (hodiny): {min} až {max}.',
  mailDomains: 'Odkazy lze poslat e-mailem jen na adresy v doménách: {domains}.',
  textAnswersOff: 'Textová sdílení jsou na tomto serveru vypnutá, odpovědět lze jen soubory.',
};
