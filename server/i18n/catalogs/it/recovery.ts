import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Password dimenticata?',
  signUpLink: 'Non hai ancora un account? Registrati',
  changeEmailLink: 'Cambia il tuo indirizzo email',
  sendLink: 'Invia il link',
  backToSignIn: 'Torna all’accesso',
  tooManyRequests: 'Troppe richieste per questo indirizzo o dalla tua rete. Attendi un’ora e riprova.',
  checkMailTitle: 'Controlla la posta',
  noMailArrived:
    'Non è arrivato nulla? Guarda nella cartella dello spam, oppure richiedilo tra qualche minuto.',
  resetTitle: 'Reimposta la password',
  resetIntro:
    'Inserisci l’indirizzo email del tuo account e ti invieremo un link per scegliere una nuova password.',
  resetSent:
    'Se {email} ha un account qui, è in arrivo un link per scegliere una nuova password. Funziona una sola volta, entro {duration}.',
  resetNoMailTitle: 'La reimpostazione della password non è configurata',
  resetNoMail:
    'Questo server non invia email, quindi non può inviarti un link di reimpostazione. Chiedi al tuo amministratore di impostarti una nuova password: può eseguire {command} sul server con il tuo indirizzo email.',
  resetOffTitle: 'Nessuna password da reimpostare',
  resetOff:
    'Su questo server si accede solo tramite Single Sign-On, quindi qui non c’è nessuna password da reimpostare. Se non riesci ad accedere, rivolgiti al tuo amministratore.',
  newPasswordTitle: 'Scegli una nuova password',
  newPasswordIntro:
    'Per il tuo account {email}. Salvandola verranno chiuse tutte le sessioni in cui hai effettuato l’accesso.',
  saveNewPassword: 'Salva la nuova password',
  resetDoneTitle: 'La tua password è stata cambiata',
  resetDone: 'Accedi con la nuova password. Tutte le altre sessioni sono state disconnesse.',
  resetLinkGone:
    'Questo link di reimpostazione è sconosciuto, è già stato usato o risale a più di un’ora fa. Inoltre ogni nuova richiesta sostituisce i link inviati in precedenza.',
  askAgain: 'Richiedi un nuovo link',
  signUpTitle: 'Registrati',
  signUpIntro:
    'Inserisci il tuo indirizzo email e ti invieremo un link per confermarlo e scegliere una password.',
  signUpAddressRefused:
    'Questo server accetta registrazioni solo da alcuni indirizzi email, e questo non è tra quelli. Chiedi un invito a un amministratore.',
  signUpSent:
    'Abbiamo inviato un’email a {email}. Per proseguire, apri il link che contiene entro {duration}.',
  signUpOffTitle: 'Registrazione non disponibile',
  signUpOff: 'Questo server non consente di registrarsi da soli. Chiedi un invito a un amministratore.',
  signUpNoMail:
    'La registrazione richiede l’invio di email, che questo server non fa. Chiedi un invito a un amministratore: può crearlo nella pagina Amministrazione e passarti il link.',
  signUpConfirmTitle: 'Scegli la tua password',
  signUpConfirmIntro: 'Il tuo indirizzo {email} è confermato. Scegli una password per creare il tuo account.',
  signUpTakenTitle: 'Hai già un account',
  signUpTaken: 'Esiste già un account con questo indirizzo. Reimpostane la password per accedere.',
  signUpDoneTitle: 'Il tuo account è pronto',
  signUpDone: 'Accedi con il tuo indirizzo email e la password che hai scelto.',
  signUpLinkGone:
    'Questo link di registrazione è sconosciuto, è già stato usato o risale a più di un giorno fa.',
  signUpAgain: 'Registrati di nuovo',
  emailChangeTitle: 'Cambia il tuo indirizzo email',
  emailChangeIntro:
    'Il tuo indirizzo è {email}. Invieremo un link al nuovo indirizzo; il cambio avviene quando lo apri.',
  newEmail: 'Nuovo indirizzo email',
  sameEmail: 'Questo è già il tuo indirizzo.',
  emailChangeSent:
    'Abbiamo inviato un link a {email}. Il tuo indirizzo cambia quando lo apri, entro {duration}.',
  emailChangeSso:
    'Accedi tramite Single Sign-On, e il tuo indirizzo email è gestito dal tuo provider di identità. Cambialo lì.',
  emailChangeNoMail:
    'Questo server non invia email, quindi non può confermare un nuovo indirizzo. Rivolgiti al tuo amministratore: può invitare il nuovo indirizzo dalla pagina Amministrazione, come nuovo account.',
  emailConfirmTitle: 'Conferma il nuovo indirizzo email',
  emailConfirmIntro: 'Cambiare l’indirizzo del tuo account da {old} a {new}?',
  emailConfirmButton: 'Cambia l’indirizzo',
  emailTaken: 'Un altro account usa già {email}, quindi l’indirizzo non è stato cambiato.',
  emailChangedTitle: 'Il tuo indirizzo email è stato cambiato',
  emailChanged: 'L’indirizzo del tuo account ora è {email}. D’ora in poi accedi con questo.',
  emailLinkGone: 'Questo link di conferma è sconosciuto, è già stato usato o risale a più di un giorno fa.',
  backToAccount: 'Torna al tuo account',
  inviteTextMailed:
    'L’invito è un link per una sola persona, valido per {duration}: le permette di scegliere una password e accedere. Viene inviato al suo indirizzo email.',
  sendInvitation: 'Invia l’invito',
  invitationMailed: 'L’invito è in viaggio verso {email}.',
  invitationMailedLink:
    'Ecco anche il suo link, se preferisci passarlo tu stesso. Viene mostrato una sola volta.',
};
