import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Um segredo selado para si',
  revealHeading: 'Alguém lhe enviou um segredo selado',
  revealNote:
    'Está encriptado ponto a ponto: só abre neste navegador, com a chave que está na sua ligação secreta e que o servidor nunca vê. Abri-lo conta como uma visualização.',
  openSecret: 'Abrir o segredo',
  revealNoScript:
    'O JavaScript está desativado, pelo que esta página não consegue desencriptar o segredo. Em vez disso, o botão mostra-o selado: para o ler, cole-o juntamente com a chave da sua ligação na página /open de qualquer servidor Secret Push.',
  keyMissing:
    'Esta ligação não tem chave, pelo que o segredo não pode ser aberto. Peça ao remetente a ligação secreta completa, incluindo a parte a seguir ao sinal #.',
  keyMalformed:
    'A chave desta ligação está incompleta ou danificada, pelo que o segredo não pode ser aberto. Volte a pedir ao remetente a ligação secreta completa.',
  opening: 'A abrir o segredo…',
  extensionOpens: 'A extensão Secret Push abre este segredo nesta página.',
  requestFailed:
    'Não foi possível contactar o servidor. Verifique a sua ligação à Internet e tente novamente.',
  reasonBadKey:
    'Essa não é uma chave válida. Cole a ligação secreta completa ou os 43 caracteres que nela se seguem a k1=.',
  reasonWrongKey:
    'Esta chave não abre o segredo, ou o segredo foi danificado. Verifique se tem a ligação completa, exatamente como foi enviada.',
  reasonNotSealed: 'Este não é um segredo selado: nenhuma das suas linhas começa por SP-SEALED-.',
  reasonFileNotSealed: 'Este não é um ficheiro selado.',
  reasonUnsupported:
    'Este segredo foi selado num formato mais recente do que esta página consegue abrir. Abra-o com um servidor ou uma extensão Secret Push atualizados.',
  reasonTruncated: 'Falta uma parte do segredo selado: foi cortado. Copie-o novamente na íntegra.',
  reasonFileTruncated:
    'O ficheiro está incompleto: termina antes da sua última parte. Transfira-o novamente.',
  reasonReordered: 'As partes deste ficheiro estão fora de ordem, ou faltam algumas, pelo que foi recusado.',
  fileNumber: 'Ficheiro {number}',
  fileProgress: 'A desencriptar: {percent}',
  fileSaved: 'Desencriptado e guardado nas suas transferências.',
  fileFailed:
    'A transferência falhou. Tente novamente; se a ligação de transferência tiver expirado, abra novamente a ligação secreta para obter uma nova (se ainda restarem visualizações).',
  openTitle: 'Abrir um segredo selado',
  openIntro:
    'Cole um segredo selado e a respetiva ligação secreta ou chave. É desencriptado aqui, no seu navegador: esta página não envia nada para nenhum servidor.',
  envelopeLabel: 'Texto selado',
  envelopeHint:
    'O texto mostrado em vez do segredo, ou pelo menos as suas linhas que começam por SP-SEALED-.',
  keyLabel: 'Ligação secreta ou chave',
  keyHint: 'A ligação secreta completa, a parte a partir de #k1= ou os 43 caracteres da chave.',
  filesLabel: 'Ficheiros selados (opcional)',
  filesHint:
    'Os ficheiros transferidos a partir da ligação secreta, com os nomes 1.sealed, 2.sealed e assim sucessivamente.',
  openNoScript:
    'Esta página desencripta no seu navegador e precisa do JavaScript, que está desativado. Ative-o para abrir um segredo selado.',
  envelopeMissing: 'Cole o texto selado ou escolha os ficheiros selados.',
  keyNeeded: 'Cole a ligação secreta ou a respetiva chave.',
  openedHeading: 'O segredo aberto',
};
