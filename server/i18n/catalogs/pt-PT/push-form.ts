import type { AreaMessages } from '../../catalog.ts';

export const pushForm: AreaMessages<'pushForm'> = {
  title: 'Partilhar um segredo',
  titleRefused: 'Verifique o formulário · Partilhar um segredo',
  titleFiles: 'Partilhar ficheiros',
  heading: 'Partilhe um segredo através de uma ligação que expira',
  refused: 'Nada foi partilhado. Verifique os campos assinalados abaixo.',
  filesNeedSignIn:
    'Só os utilizadores com sessão iniciada podem partilhar ficheiros. {link} para partilhar ficheiros.',
  filesSignInLink: 'Inicie sessão',
  createNeedsSignIn:
    'Neste servidor, só os respetivos utilizadores podem criar ligações secretas. {link} para criar uma.',
  createSignInLink: 'Inicie sessão',
  openLinkInstead: 'Se alguém lhe enviou uma ligação secreta, abra essa ligação.',
  kindNav: 'Tipo',
  urlLabel: 'URL',
  qrLabel: 'Texto do código QR',
  messageLabel: 'Mensagem (opcional)',
  secretLabel: 'Segredo',
  filesLabel: 'Ficheiros',
  filesHint: {
    one: 'Até {count} ficheiro, com no máximo {size}.',
    many: 'Até {count} de ficheiros, cada um com no máximo {size}.',
    other: 'Até {count} ficheiros, cada um com no máximo {size}.',
  },
  dropHint: 'Ou largue os ficheiros aqui.',
  filesAgain:
    'Escolha novamente os ficheiros: o navegador não os consegue manter depois de um formulário recusado.',
  uploading: 'A carregar',
  expireAfter: 'Expira após',
  orViews: 'ou visualizações',
  expiryHint: {
    one: 'A ligação deixa de funcionar no que acontecer primeiro: após este tempo ou após {min}–{count} visualização.',
    many: 'A ligação deixa de funcionar no que acontecer primeiro: após este tempo ou após {min}–{count} de visualizações.',
    other:
      'A ligação deixa de funcionar no que acontecer primeiro: após este tempo ou após {min}–{count} visualizações.',
  },
  minutes: { one: '{count} minuto', many: '{count} de minutos', other: '{count} minutos' },
  hours: { one: '{count} hora', many: '{count} de horas', other: '{count} horas' },
  days: { one: '{count} dia', many: '{count} de dias', other: '{count} dias' },
  weeks: { one: '{count} semana', many: '{count} de semanas', other: '{count} semanas' },
  months: { one: '{count} mês', many: '{count} de meses', other: '{count} meses' },
  passphraseLabel: 'Frase-passe (opcional)',
  generate: 'Gerar',
  passphraseHint: 'Envie a frase-passe por um canal diferente do da ligação.',
  retrievalStep: 'Passo de obtenção (as pré-visualizações de ligações não gastam visualizações)',
  deletable: 'O destinatário pode eliminá-lo depois de o ler',
  moreOptions: 'Mais opções',
  nameLabel: 'Nome (só visível para si)',
  noteLabel: 'Nota (só visível para si)',
  recipientLanguage: 'Idioma do destinatário',
  recipientBrowserLanguage: 'Idioma do navegador do destinatário',
  recipientLanguageHint: 'A ligação secreta abre neste idioma.',
  linkMailLabel: 'Enviar a ligação por e-mail (opcional)',
  linkMailHint: {
    one: 'Até {count} endereço. Recebe apenas a ligação, no idioma do destinatário escolhido abaixo ou, se não houver, no seu.',
    many: 'Até {count} de endereços, separados por vírgulas. Cada um recebe a ligação num e-mail próprio, no idioma do destinatário escolhido abaixo ou, se não houver, no seu.',
    other:
      'Até {count} endereços, separados por vírgulas. Cada um recebe a ligação num e-mail próprio, no idioma do destinatário escolhido abaixo ou, se não houver, no seu.',
  },
  linkMailCommas: 'Separe os endereços com uma única vírgula entre eles e termine com um endereço.',
  linkMailDuplicates: 'Um endereço foi indicado duas vezes.',
  linkMailTooMany: {
    one: 'A ligação pode ser enviada por e-mail para, no máximo, {count} endereço.',
    many: 'A ligação pode ser enviada por e-mail para, no máximo, {count} de endereços.',
    other: 'A ligação pode ser enviada por e-mail para, no máximo, {count} endereços.',
  },
  linkMailInvalid: 'Verifique os endereços: cada um tem de ser como nome@example.com.',
  linkMailUnavailable:
    'Este servidor não envia ligações por e-mail. Remova os endereços para partilhar sem eles.',
  linkMailSignIn: 'Inicie sessão para enviar a ligação por e-mail.',
  linkMailSealed:
    'A ligação de um segredo selado contém a respetiva chave, que este servidor nunca vê, pelo que não a pode enviar por e-mail. Envie a ligação pelos seus próprios meios ou partilhe o segredo sem o selar.',
  linkMailDailyCap:
    'Hoje já atingiu o limite de ligações enviadas por e-mail que este servidor permite. Envie esta pelos seus próprios meios ou tente novamente amanhã.',
  linkMailSent: {
    one: 'A ligação secreta foi enviada por e-mail para {count} endereço.',
    many: 'A ligação secreta foi enviada por e-mail para {count} de endereços.',
    other: 'A ligação secreta foi enviada por e-mail para {count} endereços.',
  },
  sealedLabel: 'Selado (encriptação ponto a ponto)',
  sealedHint:
    'Encriptado neste navegador antes do envio: o servidor nunca vê o segredo, e a respetiva chave está apenas na ligação secreta.',
  sealedHintFiles:
    'Tudo é encriptado neste navegador antes do envio: o servidor nunca vê a mensagem, os ficheiros nem os respetivos nomes, e a chave está apenas na ligação secreta.',
  sealedNotForQr:
    'Os segredos do tipo código QR não podem ser selados: o servidor tem de ler o texto para desenhar o código.',
  sealedNotForUrl:
    'Os segredos do tipo URL não podem ser selados: o servidor tem de ler o URL para redirecionar o destinatário para ele.',
  sealedNeedsScript:
    'Um segredo selado é selado pelo script desta página, que não foi executado: nada foi partilhado. Recarregue a página e partilhe novamente.',
  submit: 'Partilhar',
  sizeKb: '{size} KB',
  sizeMb: '{size} MB',
  viewsBetween: 'As visualizações têm de estar entre {min} e {max}.',
  chooseOfferedTime: 'Escolha um dos tempos propostos.',
  longestTime: 'Escolha um dos tempos propostos: no máximo {time}.',
  enterUrl: 'Introduza o URL a partilhar.',
  urlNotHttp: 'Para partilhar um URL, este tem de ser um endereço http:// ou https://.',
  urlControlCharacters: 'O URL não pode conter carateres de controlo (como quebras de linha).',
  enterQrText: 'Introduza o texto do código QR.',
  enterSecret: 'Introduza o segredo a partilhar.',
  qrTooManyCharacters: 'Demasiado longo: um código QR comporta no máximo {max} carateres.',
  qrNotUnicode: 'O texto tem de ser Unicode válido para ser desenhado como código QR.',
  qrTooManyBytes:
    'Demasiado longo para um código QR: no máximo {max} bytes em UTF-8, e este texto tem {count}.',
  secretTooLarge: 'O segredo é demasiado grande: no máximo {max} carateres.',
  kindDisabled: 'Os segredos do tipo «{kind}» estão desativados.',
  tooManyFiles: {
    one: 'Pode anexar no máximo {count} ficheiro por segredo.',
    many: 'Pode anexar no máximo {count} de ficheiros por segredo.',
    other: 'Pode anexar no máximo {count} ficheiros por segredo.',
  },
  fileTooLarge: '{name} é demasiado grande: cada ficheiro pode ter no máximo {size}.',
  filesOnlyForFilePushes: 'Só os segredos do tipo ficheiro podem levar ficheiros.',
  filesOff: 'Este servidor não permite partilhar ficheiros.',
  filesNotStored:
    'De momento não foi possível guardar os ficheiros, pelo que nada foi enviado. Escolha-os novamente e tente de novo dentro de alguns minutos.',
  chooseFile: 'Escolha pelo menos um ficheiro.',
  notAccepted: 'Este valor não é aceite.',
  tooLargeTitle: 'Demasiado grande',
  tooLargeText: 'O que enviou é demasiado grande.',
  tooManyFields: {
    one: 'O formulário tem mais de {count} campo.',
    many: 'O formulário tem mais de {count} de campos.',
    other: 'O formulário tem mais de {count} campos.',
  },
  notUnderstoodTitle: 'Não compreendido',
  notUnderstoodText: 'Não foi possível ler o que enviou.',
  scriptTooManyFiles: {
    one: 'No máximo {max} ficheiros por segredo; foi escolhido {count}.',
    many: 'No máximo {max} ficheiros por segredo; foram escolhidos {count} de ficheiros.',
    other: 'No máximo {max} ficheiros por segredo; foram escolhidos {count}.',
  },
  scriptFileTooLarge: '{name} tem {size}; cada ficheiro pode ter no máximo {max}.',
  scriptFileChosen: '{name} ({size})',
  scriptProgress: '{loaded} de {total} · {percent}',
  scriptUploadFailed: 'O carregamento falhou: verifique a ligação à rede e partilhe novamente.',
  scriptSealing: 'A selar',
  scriptSealedTooLong:
    'Demasiado longo para selar: selado, este texto tem {count} carateres, e um segredo comporta no máximo {max}.',
  scriptSealedFileTooLarge:
    '{name} tem {size}, ou {sealed} depois de selado; cada ficheiro pode ter no máximo {max}.',
  scriptSealFailed: 'Não foi possível selar neste navegador: nada foi enviado.',
};
