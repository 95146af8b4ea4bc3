import type { AreaMessages } from '../../catalog.ts';

export const mail: AreaMessages<'mail'> = {
  noticePasswordSubject: 'La tua password è stata cambiata',
  noticePassword: 'La password del tuo account {email} su {site} è stata cambiata il {time}.',
  noticeSecondFactorOnSubject: 'L’autenticazione a due fattori è stata attivata',
  noticeSecondFactorOn:
    'L’autenticazione a due fattori è stata attivata per il tuo account {email} su {site} il {time}. Ora all’accesso ti viene chiesto, oltre alla password, un codice della tua app di autenticazione.',
  noticeSecondFactorOffSubject: 'L’autenticazione a due fattori è stata disattivata',
  noticeSecondFactorOff:
    'L’autenticazione a due fattori è stata disattivata per il tuo account {email} su {site} il {time}. Ora all’accesso ti viene chiesta solo la password.',
  noticeSecondFactorRemovedSubject: 'Un amministratore ha disattivato la tua autenticazione a due fattori',
  noticeSecondFactorRemoved:
    'Un amministratore di {site} ha disattivato l’autenticazione a due fattori per il tuo account {email} il {time}. Ora all’accesso ti viene chiesta solo la password.',
  noticeSetUpAgain: 'Puoi configurarla di nuovo dalla pagina del tuo account.',
  accountLinkLabel: 'Apri la pagina del tuo account',
  noticeRemovedNotAsked: 'Se non l’hai chiesto tu, contatta il tuo amministratore.',
  noticeSecondFactorFailuresSubject: 'Codici a due fattori errati inseriti per il tuo account',
  noticeSecondFactorFailures:
    'Sono stati inseriti diversi codici a due fattori errati per il tuo account {email} su {site}, l’ultimo il {time}, dopo che la password era stata inserita correttamente.',
  noticeEmailSubject: 'Il tuo indirizzo email è stato cambiato',
  noticeEmail:
    'L’indirizzo email del tuo account {email} su {site} è stato cambiato il {time}. Le email relative all’account ora arrivano al nuovo indirizzo.',
  noticeNotYou:
    'Se non sei stato tu, qualcun altro potrebbe conoscere la tua password: reimpostala subito e avvisa il tuo amministratore.',
  noticeEmailNotYou:
    'Se non sei stato tu, avvisa subito il tuo amministratore: questo indirizzo non può più essere usato per reimpostare la password.',
  resetLinkLabel: 'Reimposta la password',
  linkWorksOnce: 'Il link funziona una sola volta, per {duration}.',
  resetSubject: 'Reimposta la tua password su {site}',
  resetIntro:
    'Qualcuno, probabilmente tu, ha chiesto di reimpostare la password del tuo account {email} su {site}.',
  resetButton: 'Scegli una nuova password',
  resetNotYou: 'Se non l’hai chiesto tu, ignora questa email: la tua password resta invariata.',
  invitationSubject: '{inviter} ti ha invitato a {name} su {site}',
  invitationIntro:
    '{inviter} ti ha invitato a creare un account {email} su {site}, un server Secret Push per condividere password e altri segreti tramite link che scadono.',
  invitationAdminIntro: 'Sarai uno dei suoi amministratori.',
  invitationButton: 'Accetta l’invito',
  invitationWorksUntil: 'Il link funziona una sola volta, fino al {time}.',
  invitationNotYou: 'Se non ti aspettavi questo invito, ignora questa email.',
  signupSubject: 'Conferma la tua registrazione su {site}',
  signupIntro: 'Qualcuno, probabilmente tu, ha chiesto un account su {site} con questo indirizzo.',
  signupButton: 'Conferma e scegli una password',
  signupNotYou: 'Se non sei stato tu, ignora questa email: non verrà creato alcun account.',
  signupExistingSubject: 'Hai già un account su {site}',
  signupExistingIntro:
    'Qualcuno, probabilmente tu, ha chiesto di registrarsi su {site} con questo indirizzo, che però ha già un account. Per accedere senza la tua password, reimpostala.',
  signInButton: 'Accedi',
  signupExistingNotYou: 'Se non sei stato tu, ignora questa email: nel tuo account non è cambiato nulla.',
  emailChangeSubject: 'Conferma il tuo nuovo indirizzo email su {site}',
  emailChangeIntro:
    'Hai chiesto di cambiare l’indirizzo email del tuo account su {site} da {email} a questo indirizzo.',
  emailChangeButton: 'Conferma il nuovo indirizzo',
  emailChangeNotYou: 'Se non l’hai chiesto tu, ignora questa email: l’indirizzo resta invariato.',
};
