import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Iniciar sessão na extensão',
  authorizeQuestion: 'Permitir que a extensão Secret Push em {name} utilize a sua conta {email}?',
  authorizeWhat:
    'Recebe um token apenas para este navegador, para criar, listar e invalidar os seus segredos. Pode revogá-lo em qualquer momento na página do token da API.',
  authorizeOnlyIfYou: 'Permita apenas se acabou de escolher «Iniciar sessão» na extensão.',
  allow: 'Permitir',
  cancel: 'Cancelar',
  badRequestTitle: 'Pedido de início de sessão inválido',
  badRequestText:
    'O pedido de início de sessão da extensão está incompleto ou é inválido, pelo que nada lhe foi devolvido. Recomece a partir das opções da extensão.',

  browsersHeading: 'Navegadores com sessão iniciada na extensão',
  browsersIntro:
    'Cada navegador onde iniciou sessão na extensão Secret Push tem um token próprio. Revogue um para terminar a sessão desse navegador: o seu token da API e os outros navegadores continuam a funcionar.',
  browsersNone:
    'Nenhum navegador tem sessão iniciada. Escolha «Iniciar sessão» nas opções da extensão para adicionar um.',
  browserSignedIn: 'Sessão iniciada em {time}',
  browserLastUsed: 'Última utilização: {time}',
  browserNeverUsed: 'Nunca utilizado',
  revoke: 'Revogar',
  revokeLabel: 'Revogar o token de {name}',
  revoked: 'O token do navegador foi revogado: a extensão nesse navegador terminou a sessão.',
  unknownBrowserTitle: 'Token de navegador não encontrado',
  unknownBrowserText: 'Não tem nenhum token de navegador com este ID. Talvez já tenha sido revogado.',
};
