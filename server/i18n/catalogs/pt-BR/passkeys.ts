import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Chaves de acesso',
  sectionText:
    'Uma chave de acesso faz seu login com o bloqueio de tela do seu dispositivo ou uma chave de segurança, sem senha nem código para digitar. Este servidor guarda só a chave pública dela.',
  none: 'Você ainda não tem chaves de acesso.',
  listCaption: 'Suas chaves de acesso',
  columnName: 'Nome',
  columnAdded: 'Adicionada',
  columnLastUsed: 'Último uso',
  columnActions: 'Ações',
  neverUsed: 'Nunca',
  renameLabel: 'Novo nome para {name}',
  renameButton: 'Renomear',
  renameButtonFor: 'Renomear {name}',
  removeButton: 'Remover',
  removeButtonFor: 'Remover {name}',
  nameLabel: 'Nome da nova chave de acesso',
  nameHint: 'Por exemplo, “Notebook do trabalho” ou “Chave de segurança azul”.',
  defaultName: 'Chave de acesso',
  addButton: 'Adicionar uma chave de acesso',
  needsScript:
    'Para adicionar ou usar uma chave de acesso é preciso um navegador compatível, com JavaScript ativado.',
  waiting: 'Siga as instruções do seu navegador…',
  addFailed: 'Nenhuma chave de acesso foi adicionada. Tente de novo quando estiver pronto.',
  added: 'Chave de acesso adicionada. A partir de agora você pode entrar com ela.',
  renamed: 'Chave de acesso renomeada.',
  removed: 'Chave de acesso removida: ela não faz mais login aqui.',
  addRefused:
    'A chave de acesso não foi adicionada: seu dispositivo não verificou você ou o pedido expirou. Tente de novo.',
  taken: 'Esta chave de acesso já foi adicionada.',
  nameMissing: 'Dê um nome à chave de acesso.',
  signInButton: 'Entrar com uma chave de acesso',
  signInFailed: 'Nenhuma chave de acesso foi usada. Tente de novo ou entre com sua senha.',
  signInRefused:
    'Essa chave de acesso não fez seu login. Talvez tenha sido removida, ou seu dispositivo não verificou você.',
  stepTitle: 'Confirmar com uma chave de acesso',
  stepIntro: 'Sua senha estava certa. Confirme que é você com uma das suas chaves de acesso.',
  stepButton: 'Usar uma chave de acesso',
  useCodeInstead: 'Digitar um código em vez disso',
  usePasskeyInstead: 'Usar uma chave de acesso em vez disso',
  setUpInstead: 'Ou adicionar uma chave de acesso em vez disso',
};
