import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} ha compartido un secreto con usted',
  heading: '{sender} le ha enviado un secreto a través de {site}.',
  findLinkBelow: 'Encontrará el enlace secreto a continuación.',
  openLink: 'Abrir el enlace secreto',
  expires: {
    one: 'El enlace caduca tras {duration} o {count} visualización, lo que ocurra primero.',
    many: 'El enlace caduca tras {duration} o {count} de visualizaciones, lo que ocurra primero.',
    other: 'El enlace caduca tras {duration} o {count} visualizaciones, lo que ocurra primero.',
  },
  passphrase:
    'El enlace pide una frase de contraseña: {sender} se la dará por otra vía, nunca en este correo.',
  deletable: 'Una vez leído, puede borrarlo usted.',
  notExpected: 'Si no esperaba ningún secreto de {sender}, confírmelo por otra vía antes de abrir el enlace.',
};
