import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Autenticação de dois fatores',
  stepIntro: 'Introduza o código de seis dígitos que a sua aplicação de autenticação mostra para esta conta.',
  codeLabel: 'Código',
  stepBackupHint: 'Não tem o telemóvel à mão? Introduza antes um dos seus códigos de recuperação.',
  verifyButton: 'Verificar e iniciar sessão',
  wrongCode:
    'Esse código não está correto ou já foi utilizado. Introduza o código que a sua aplicação mostra agora.',
  startOver: 'Iniciar sessão novamente',
  stepExpired:
    'O início de sessão demorou demasiado. Introduza novamente o seu e-mail e a sua palavra-passe.',
  sectionHeading: 'Autenticação de dois fatores',
  offText:
    'Proteja a sua conta com um segundo passo ao iniciar sessão: depois da palavra-passe, um código de uma aplicação de autenticação no seu telemóvel.',
  setUpLink: 'Configurar a autenticação de dois fatores',
  onText:
    'Ativada desde {date}. Ao iniciar sessão, depois da palavra-passe, é pedido um código da sua aplicação de autenticação.',
  backupLeft: {
    one: 'Resta {count} código de recuperação por utilizar.',
    many: 'Restam {count} códigos de recuperação por utilizar.',
    other: 'Restam {count} códigos de recuperação por utilizar.',
  },
  ssoOnly: 'A sua conta usa o início de sessão único: são as verificações do seu fornecedor que a protegem.',
  setupTitle: 'Configurar a autenticação de dois fatores',
  setupText:
    'Precisa de uma aplicação de autenticação no telemóvel. Primeiro, introduza a sua palavra-passe para confirmar que é você.',
  required: 'Este servidor exige a autenticação de dois fatores. Configure-a para continuar.',
  continueButton: 'Continuar',
  backToAccount: 'Voltar à sua conta',
  scanText: 'Leia este código QR com a sua aplicação de autenticação.',
  qrLabel: 'Código QR para adicionar esta conta a uma aplicação de autenticação',
  typeInstead: 'Não consegue lê-lo? Introduza antes esta chave na aplicação:',
  confirmLabel: 'Depois, introduza o código de seis dígitos que a aplicação mostra',
  confirmButton: 'Ativar a autenticação de dois fatores',
  wrongSetupCode:
    'Esse código não corresponde. Verifique se o relógio do seu telemóvel está certo e introduza o código que a aplicação mostra agora.',
  cancelSetup: 'Cancelar',
  codesTitle: 'Os seus códigos de recuperação',
  turnedOn: 'A autenticação de dois fatores está ativada.',
  codesReplaced: 'Os seus novos códigos de recuperação estão prontos. Os anteriores já não funcionam.',
  codesText:
    'Se perder o telemóvel, cada um destes códigos permite-lhe iniciar sessão uma vez em vez de um código da aplicação. Guarde-os num local seguro, como o seu gestor de palavras-passe.',
  copyCodes: 'Copiar os códigos',
  codesOnce:
    'Estes códigos só são mostrados uma vez. Se recarregar esta página, não voltarão a ser mostrados.',
  codesSaved: 'Guardei os meus códigos de recuperação',
  newCodesTitle: 'Gerar novos códigos de recuperação',
  newCodesText:
    'Os novos códigos de recuperação substituem todos os atuais. Introduza a sua palavra-passe para confirmar que é você.',
  newCodesButton: 'Gerar novos códigos de recuperação',
  removeTitle: 'Desativar a autenticação de dois fatores',
  removeText:
    'Ao iniciar sessão, passará a ser pedida apenas a palavra-passe, e os seus códigos de recuperação deixarão de funcionar. Introduza a sua palavra-passe para confirmar que é você.',
  removeRequired:
    'Este servidor exige a autenticação de dois fatores: ser-lhe-á pedido de imediato que a configure novamente.',
  removeButton: 'Desativar a autenticação de dois fatores',
  turnedOff: 'A autenticação de dois fatores está desativada.',
};
