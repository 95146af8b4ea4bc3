import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush: 'Овај сервер прима тајне само од пријављених корисника. Пријавите се да бисте послали.',
  passphraseRequired: 'Овај сервер овде захтева приступну фразу. Најмања дужина: {min}.',
  sealedRequired: 'Овај сервер прима тајне ове врсте само запечаћене (шифроване с краја на крај).',
  optionRequired: 'Овај сервер захтева ову опцију.',
  lifeInHours: 'Дозвољено трајање на овом серверу (у сатима): од {min} до {max}.',
  mailDomains: 'Везе се могу слати само на адресе у доменима: {domains}.',
};
