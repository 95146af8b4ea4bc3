import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Lūgums',
  viewSubject: 'Jūsu noslēpums “{name}” ir apskatīts',
  viewSentence: 'Jūsu noslēpums “{name}” ir apskatīts.',
  viewedByCode: 'Atvēra {email}, apstiprināts ar nosūtītu kodu.',
  viewedBySignIn: 'Atvēra {email} (pierakstījies).',
  failedPassphraseSubject: 'Jūsu noslēpumam “{name}” ievadīta nepareiza ieejas frāze',
  failedPassphraseSentence: 'Kāds ievadīja nepareizu ieejas frāzi jūsu noslēpumam “{name}”.',
  expireSubject: 'Jūsu noslēpuma “{name}” derīgums ir beidzies',
  expireSentence:
    'Jūsu noslēpuma “{name}” derīgums ir beidzies: tā saturs ir izdzēsts, un saite vairs nedarbojas.',
  requestAnsweredSubject: 'Uz jūsu lūgumu “{name}” ir atbildēts',
  requestAnsweredSentence: 'Uz jūsu lūgumu “{name}” ir atbildēts.',
  testSubject: 'Testa paziņojums',
  testSentence: 'Šis ir tests no jūsu paziņojumu lapas: paziņojumi par jūsu noslēpumiem jūs sasniedz šeit.',
  facts: 'Veids: {kind}. Atsauce: {digest}. Laiks: {time}.',
  webhookLine: '{sentence} ({kind}, atsauce {digest})',
  dashboardLink: 'Atvērt informācijas paneli',
  why: 'Jūs saņemat šo vēstuli, jo izvēlējāties saņemt paziņojumus par šiem notikumiem. To var mainīt savā paziņojumu lapā.',
};
