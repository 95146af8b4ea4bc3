import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Chaves de acesso',
  sectionText:
    'Uma chave de acesso inicia a sessão com o bloqueio de ecrã do seu dispositivo ou uma chave de segurança, sem palavra-passe nem código para escrever. Este servidor guarda apenas a sua chave pública.',
  none: 'Ainda não tem chaves de acesso.',
  listCaption: 'As suas chaves de acesso',
  columnName: 'Nome',
  columnAdded: 'Adicionada',
  columnLastUsed: 'Última utilização',
  columnActions: 'Ações',
  neverUsed: 'Nunca',
  renameLabel: 'Novo nome para {name}',
  renameButton: 'Mudar o nome',
  renameButtonFor: 'Mudar o nome de {name}',
  removeButton: 'Remover',
  removeButtonFor: 'Remover {name}',
  nameLabel: 'Nome da nova chave de acesso',
  nameHint: 'Por exemplo, «Portátil do trabalho» ou «Chave de segurança azul».',
  defaultName: 'Chave de acesso',
  addButton: 'Adicionar uma chave de acesso',
  needsScript:
    'Para adicionar ou utilizar uma chave de acesso é preciso um navegador compatível, com JavaScript ativado.',
  waiting: 'Siga as indicações do seu navegador…',
  addFailed: 'Não foi adicionada nenhuma chave de acesso. Tente novamente quando estiver pronto.',
  added: 'Chave de acesso adicionada. A partir de agora pode iniciar sessão com ela.',
  renamed: 'Nome da chave de acesso alterado.',
  removed: 'Chave de acesso removida: já não inicia sessão aqui.',
  addRefused:
    'A chave de acesso não foi adicionada: o seu dispositivo não o verificou ou o pedido expirou. Tente novamente.',
  taken: 'Esta chave de acesso já foi adicionada.',
  nameMissing: 'Dê um nome à chave de acesso.',
  signInButton: 'Iniciar sessão com uma chave de acesso',
  signInFailed:
    'Não foi utilizada nenhuma chave de acesso. Tente novamente ou inicie sessão com a sua palavra-passe.',
  signInRefused:
    'Essa chave de acesso não iniciou a sua sessão. Pode ter sido removida, ou o seu dispositivo não o verificou.',
  stepTitle: 'Confirmar com uma chave de acesso',
  stepIntro: 'A sua palavra-passe estava certa. Confirme que é você com uma das suas chaves de acesso.',
  stepButton: 'Utilizar uma chave de acesso',
  useCodeInstead: 'Introduzir antes um código',
  usePasskeyInstead: 'Utilizar antes uma chave de acesso',
  setUpInstead: 'Ou adicionar antes uma chave de acesso',
};
