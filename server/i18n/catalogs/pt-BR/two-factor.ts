import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Autenticação de dois fatores',
  stepIntro: 'Digite o código de seis dígitos que seu aplicativo autenticador mostra para esta conta.',
  codeLabel: 'Código',
  stepBackupHint: 'Está sem o celular? Digite um dos seus códigos de backup.',
  verifyButton: 'Verificar e entrar',
  wrongCode: 'Esse código não está certo ou já foi usado. Digite o código que seu aplicativo mostra agora.',
  startOver: 'Entrar novamente',
  stepExpired: 'Seu login demorou demais. Digite seu e-mail e sua senha novamente.',
  sectionHeading: 'Autenticação de dois fatores',
  offText:
    'Proteja sua conta com uma segunda etapa ao entrar: depois da senha, um código de um aplicativo autenticador no seu celular.',
  setUpLink: 'Configurar a autenticação de dois fatores',
  onText:
    'Ativada desde {date}. Ao entrar, depois da senha, é pedido um código do seu aplicativo autenticador.',
  backupLeft: {
    one: 'Resta {count} código de backup não usado.',
    many: 'Restam {count} códigos de backup não usados.',
    other: 'Restam {count} códigos de backup não usados.',
  },
  ssoOnly: 'Você entra com login único (SSO): as verificações do seu provedor protegem sua conta.',
  setupTitle: 'Configurar a autenticação de dois fatores',
  setupText:
    'Você precisa de um aplicativo autenticador no celular. Primeiro, digite sua senha para confirmar que é você.',
  required: 'Este servidor exige a autenticação de dois fatores. Configure-a para continuar.',
  continueButton: 'Continuar',
  backToAccount: 'Voltar para sua conta',
  scanText: 'Escaneie este código QR com seu aplicativo autenticador.',
  qrLabel: 'Código QR para adicionar esta conta a um aplicativo autenticador',
  typeInstead: 'Não consegue escanear? Digite esta chave no aplicativo:',
  confirmLabel: 'Depois, digite o código de seis dígitos que o aplicativo mostra',
  confirmButton: 'Ativar a autenticação de dois fatores',
  wrongSetupCode:
    'Esse código não confere. Verifique se o relógio do seu celular está certo e digite o código que o aplicativo mostra agora.',
  cancelSetup: 'Cancelar',
  codesTitle: 'Seus códigos de backup',
  turnedOn: 'A autenticação de dois fatores está ativada.',
  codesReplaced: 'Seus novos códigos de backup estão prontos. Os anteriores não funcionam mais.',
  codesText:
    'Se você perder o celular, cada um destes códigos permite entrar uma vez no lugar de um código do aplicativo. Guarde-os em um lugar seguro, como seu gerenciador de senhas.',
  copyCodes: 'Copiar os códigos',
  codesOnce:
    'Estes códigos são mostrados apenas uma vez. Se você recarregar esta página, eles não serão mostrados de novo.',
  codesSaved: 'Salvei meus códigos de backup',
  newCodesTitle: 'Gerar novos códigos de backup',
  newCodesText:
    'Novos códigos de backup substituem todos os atuais. Digite sua senha para confirmar que é você.',
  newCodesButton: 'Gerar novos códigos de backup',
  removeTitle: 'Desativar a autenticação de dois fatores',
  removeText:
    'Ao entrar, será pedida apenas sua senha, e seus códigos de backup deixarão de funcionar. Digite sua senha para confirmar que é você.',
  removeRequired:
    'Este servidor exige a autenticação de dois fatores: você terá de configurá-la novamente logo em seguida.',
  removeButton: 'Desativar a autenticação de dois fatores',
  turnedOff: 'A autenticação de dois fatores está desativada.',
};
