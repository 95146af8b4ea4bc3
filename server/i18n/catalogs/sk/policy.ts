import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Tento server prijíma zdieľania len od prihlásených používateľov. Ak chcete zdieľať, prihláste sa.',
  passphraseRequired: 'Tento server tu vyžaduje heslo. Minimálna dĺžka: {min}.',
  sealedRequired: 'Tento server prijíma zdieľania tohto typu len zapečatené (šifrované end-to-end).',
  optionRequired: 'Tento server túto voľbu vyžaduje.',
  gateRequiredAny:
    'Tento server vyžaduje bránu: uveďte e-mailové adresy príjemcov, povoľte odkaz iba členom alebo zadajte rozsahy adries.',
  gateRequiredEmail: 'Tento server vyžaduje e-mailové adresy príjemcov: odkaz otvoria iba oni.',
  gateRequiredMember: 'Tento server vyžaduje, aby odkaz mohli otvoriť iba prihlásení členovia.',
  lifeInHours: 'Povolená doba platnosti na tomto serveri (hodiny): {min} až {max}.',
  mailDomains: 'Odkazy možno poslať e-mailom len na adresy v doménach: {domains}.',
  textAnswersOff: 'Textové tajomstvá sú na tomto serveri vypnuté, odpovedať možno iba súbormi.',
};
