import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Um segredo selado para você',
  revealHeading: 'Alguém enviou um segredo selado para você',
  revealNote:
    'Ele é criptografado de ponta a ponta: só abre neste navegador, com a chave que está no seu link secreto e que o servidor nunca vê. Abrir o segredo conta como uma visualização.',
  openSecret: 'Abrir o segredo',
  revealNoScript:
    'O JavaScript está desativado, então esta página não consegue descriptografar o segredo. Em vez disso, o botão o mostra selado: para lê-lo, cole-o junto com a chave do seu link na página /open de qualquer servidor Secret Push.',
  keyMissing:
    'Este link não tem chave, então o segredo não pode ser aberto. Peça ao remetente o link secreto completo, incluindo a parte depois do sinal #.',
  keyMalformed:
    'A chave deste link está incompleta ou danificada, então o segredo não pode ser aberto. Peça de novo ao remetente o link secreto completo.',
  opening: 'Abrindo o segredo…',
  extensionOpens: 'A extensão Secret Push abre este segredo nesta página.',
  requestFailed: 'Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.',
  reasonBadKey:
    'Essa não é uma chave válida. Cole o link secreto completo ou os 43 caracteres que vêm depois de k1= nele.',
  reasonWrongKey:
    'Esta chave não abre o segredo, ou o segredo foi danificado. Verifique se você tem o link completo, exatamente como foi enviado.',
  reasonNotSealed: 'Este não é um segredo selado: nenhuma das linhas dele começa com SP-SEALED-.',
  reasonFileNotSealed: 'Este não é um arquivo selado.',
  reasonUnsupported:
    'Este segredo foi selado em um formato mais novo do que esta página consegue abrir. Abra-o com um servidor ou uma extensão Secret Push atualizados.',
  reasonTruncated: 'Falta uma parte do segredo selado: ele foi cortado. Copie-o inteiro de novo.',
  reasonFileTruncated: 'O arquivo está incompleto: ele termina antes da última parte. Baixe-o de novo.',
  reasonReordered:
    'As partes deste arquivo estão fora de ordem, ou faltam algumas, por isso ele foi recusado.',
  fileNumber: 'Arquivo {number}',
  fileProgress: 'Descriptografando: {percent}',
  fileSaved: 'Descriptografado e salvo nos seus downloads.',
  fileFailed:
    'O download falhou. Tente novamente; se o link de download tiver expirado, abra o link secreto de novo para obter um novo (se ainda restarem visualizações).',
  openTitle: 'Abrir um segredo selado',
  openIntro:
    'Cole um segredo selado e o link secreto ou a chave dele. Ele é descriptografado aqui, no seu navegador: esta página não envia nada a nenhum servidor.',
  envelopeLabel: 'Texto selado',
  envelopeHint:
    'O texto exibido no lugar do segredo, ou pelo menos as linhas dele que começam com SP-SEALED-.',
  keyLabel: 'Link secreto ou chave',
  keyHint: 'O link secreto completo, a parte a partir de #k1= ou os 43 caracteres da chave.',
  filesLabel: 'Arquivos selados (opcional)',
  filesHint: 'Os arquivos baixados pelo link secreto, com os nomes 1.sealed, 2.sealed e assim por diante.',
  openNoScript:
    'Esta página descriptografa no seu navegador e precisa do JavaScript, que está desativado. Ative-o para abrir um segredo selado.',
  envelopeMissing: 'Cole o texto selado ou escolha os arquivos selados.',
  keyNeeded: 'Cole o link secreto ou a chave dele.',
  openedHeading: 'O segredo aberto',
};
