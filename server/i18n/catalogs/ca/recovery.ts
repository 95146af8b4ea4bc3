import type { AreaMessages } from '../../catalog.ts';

export const recovery: AreaMessages<'recovery'> = {
  forgotLink: 'Heu oblidat la contrasenya?',
  signUpLink: 'Encara no teniu compte? Registreu-vos',
  changeEmailLink: 'Canvia l’adreça electrònica',
  sendLink: 'Envia l’enllaç',
  backToSignIn: 'Torna a l’inici de sessió',
  tooManyRequests:
    'Massa sol·licituds per a aquesta adreça o des de la vostra xarxa. Espereu una hora i torneu-ho a provar.',
  checkMailTitle: 'Reviseu el correu',
  noMailArrived:
    'No us ha arribat res? Mireu a la carpeta de correu brossa o torneu-ho a demanar d’aquí a uns minuts.',
  resetTitle: 'Restabliment de la contrasenya',
  resetIntro:
    'Introduïu l’adreça electrònica del vostre compte i us enviarem un enllaç per triar una contrasenya nova.',
  resetSent:
    'Si {email} té un compte aquí, ja és de camí un enllaç per triar una contrasenya nova. Funciona una sola vegada, durant {duration}.',
  resetNoMailTitle: 'El restabliment de la contrasenya no està configurat',
  resetNoMail:
    'Aquest servidor no envia correus electrònics, així que no us pot enviar cap enllaç de restabliment. Demaneu al vostre administrador que us assigni una contrasenya nova: pot executar {command} al servidor amb la vostra adreça electrònica.',
  resetOffTitle: 'No hi ha cap contrasenya per restablir',
  resetOff:
    'Aquest servidor només permet iniciar la sessió amb l’inici de sessió únic, així que aquí no hi ha cap contrasenya per restablir. Si no podeu iniciar la sessió, adreceu-vos al vostre administrador.',
  newPasswordTitle: 'Tria d’una contrasenya nova',
  newPasswordIntro:
    'Per al vostre compte {email}. En desar-la, es tancarà la sessió a tot arreu on la tingueu iniciada.',
  saveNewPassword: 'Desa la contrasenya nova',
  resetDoneTitle: 'S’ha canviat la contrasenya',
  resetDone: 'Inicieu la sessió amb la contrasenya nova. S’han tancat totes les altres sessions.',
  resetLinkGone:
    'Aquest enllaç de restabliment és desconegut, ja s’ha fet servir o té més d’una hora. A més, cada sol·licitud nova substitueix els enllaços enviats abans.',
  askAgain: 'Demana un enllaç nou',
  signUpTitle: 'Registre',
  signUpIntro:
    'Introduïu la vostra adreça electrònica i us enviarem un enllaç per confirmar-la i triar una contrasenya.',
  signUpAddressRefused:
    'Aquest servidor només accepta registres d’algunes adreces electròniques, i aquesta no n’és una. Demaneu una invitació a un administrador.',
  signUpSent:
    'Hem enviat un correu a {email}. Per continuar, seguiu l’enllaç que conté en un termini de {duration}.',
  signUpOffTitle: 'El registre no està disponible',
  signUpOff:
    'Aquest servidor no permet que la gent s’hi registri pel seu compte. Demaneu una invitació a un administrador.',
  signUpNoMail:
    'El registre necessita correu electrònic, i aquest servidor no n’envia. Demaneu una invitació a un administrador: la pot crear a la pàgina d’administració i passar-vos-en l’enllaç.',
  signUpConfirmTitle: 'Tria de la contrasenya',
  signUpConfirmIntro:
    'La vostra adreça {email} està confirmada. Trieu una contrasenya per crear el vostre compte.',
  signUpTakenTitle: 'Ja teniu un compte',
  signUpTaken: 'Ja hi ha un compte amb aquesta adreça. Restabliu-ne la contrasenya per iniciar la sessió.',
  signUpDoneTitle: 'El vostre compte està a punt',
  signUpDone: 'Inicieu la sessió amb la vostra adreça electrònica i la contrasenya que heu triat.',
  signUpLinkGone: 'Aquest enllaç de registre és desconegut, ja s’ha fet servir o té més d’un dia.',
  signUpAgain: 'Torna a registrar-te',
  emailChangeTitle: 'Canvi de l’adreça electrònica',
  emailChangeIntro:
    'La vostra adreça és {email}. Enviarem un enllaç a l’adreça nova; el canvi es farà quan el seguiu.',
  newEmail: 'Adreça electrònica nova',
  sameEmail: 'Aquesta ja és la vostra adreça.',
  emailChangeSent:
    'Hem enviat un enllaç a {email}. La vostra adreça canviarà quan el seguiu, en un termini de {duration}.',
  emailChangeSso:
    'Inicieu la sessió amb l’inici de sessió únic, i és el vostre proveïdor d’identitat qui gestiona la vostra adreça electrònica. Canvieu-la allà.',
  emailChangeNoMail:
    'Aquest servidor no envia correus electrònics, així que no pot confirmar una adreça nova. Adreceu-vos al vostre administrador: pot convidar l’adreça nova des de la pàgina d’administració, com a compte nou.',
  emailConfirmTitle: 'Confirmació de l’adreça electrònica nova',
  emailConfirmIntro: 'Voleu canviar l’adreça del vostre compte de {old} a {new}?',
  emailConfirmButton: 'Canvia l’adreça',
  emailTaken: 'Un altre compte ja fa servir {email}, així que no s’ha canviat l’adreça.',
  emailChangedTitle: 'S’ha canviat l’adreça electrònica',
  emailChanged:
    'Ara l’adreça del vostre compte és {email}. D’ara endavant, inicieu la sessió amb aquesta adreça.',
  emailLinkGone: 'Aquest enllaç de confirmació és desconegut, ja s’ha fet servir o té més d’un dia.',
  backToAccount: 'Torna al compte',
  inviteTextMailed:
    'La invitació és un enllaç per a una sola persona, vàlid durant {duration}: li permet triar una contrasenya i iniciar la sessió. S’envia a la seva adreça electrònica.',
  sendInvitation: 'Envia la invitació',
  invitationMailed: 'La invitació ja és de camí cap a {email}.',
  invitationMailedLink:
    'Aquí teniu també el seu enllaç, per si preferiu passar-lo vosaltres mateixos. Només es mostra una vegada.',
};
