import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Entrar na extensão',
  authorizeQuestion: 'Permitir que a extensão Secret Push em {name} use sua conta {email}?',
  authorizeWhat:
    'Ela recebe um token só para este navegador, para criar, listar e invalidar seus segredos. Você pode revogá-lo a qualquer momento na página do token de API.',
  authorizeOnlyIfYou: 'Só permita se você acabou de escolher “Entrar” na extensão.',
  allow: 'Permitir',
  cancel: 'Cancelar',
  badRequestTitle: 'Pedido de entrada inválido',
  badRequestText:
    'O pedido de entrada da extensão está incompleto ou é inválido, então nada foi enviado de volta a ela. Comece de novo pelas opções da extensão.',

  browsersHeading: 'Navegadores conectados à extensão',
  browsersIntro:
    'Cada navegador em que você entrou na extensão Secret Push tem um token próprio. Revogue um para desconectar aquele navegador: seu token de API e os outros navegadores continuam funcionando.',
  browsersNone: 'Nenhum navegador está conectado. Escolha “Entrar” nas opções da extensão para adicionar um.',
  browserSignedIn: 'Conectado em {time}',
  browserLastUsed: 'Último uso em {time}',
  browserNeverUsed: 'Nunca usado',
  revoke: 'Revogar',
  revokeLabel: 'Revogar o token de {name}',
  revoked: 'O token do navegador foi revogado: a extensão nele foi desconectada.',
  unknownBrowserTitle: 'Token de navegador não encontrado',
  unknownBrowserText:
    'Você não tem nenhum token de navegador com este ID. Talvez ele já tenha sido revogado.',
};
