import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'Petició',
  viewSubject: 'S’ha visualitzat el vostre enviament «{name}»',
  viewSentence: 'S’ha visualitzat el vostre enviament «{name}».',
  viewedByCode: 'Obert per {email}, verificat amb un codi enviat per correu.',
  viewedBySignIn: 'Obert per {email} (amb la sessió iniciada).',
  failedPassphraseSubject: 'S’ha introduït una frase de pas incorrecta per al vostre enviament «{name}»',
  failedPassphraseSentence: 'Algú ha introduït una frase de pas incorrecta per al vostre enviament «{name}».',
  expireSubject: 'El vostre enviament «{name}» ha caducat',
  expireSentence:
    'El vostre enviament «{name}» ha caducat: el seu secret s’ha suprimit i l’enllaç ja no funciona.',
  requestAnsweredSubject: 'S’ha respost la vostra petició «{name}»',
  requestAnsweredSentence: 'S’ha respost la vostra petició «{name}».',
  testSubject: 'Avís de prova',
  testSentence:
    'Això és una prova des de la vostra pàgina de notificacions: els avisos sobre els vostres enviaments us arriben aquí.',
  facts: 'Tipus: {kind}. Referència: {digest}. Hora: {time}.',
  webhookLine: '{sentence} ({kind}, referència {digest})',
  dashboardLink: 'Obre el tauler',
  why: 'Rebeu aquest correu perquè heu demanat que se us avisi d’aquests esdeveniments. Ho podeu canviar a la vostra pàgina de notificacions.',
};
