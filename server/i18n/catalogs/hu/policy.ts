import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Ez a szerver csak bejelentkezett felhasználóktól fogad megosztást. A megosztáshoz jelentkezzen be.',
  passphraseRequired: 'Ez a szerver itt jelmondatot kér. Legkisebb hossz: {min}.',
  sealedRequired:
    'Ez a szerver ebből a fajtából csak lepecsételt (végpontok között titkosított) megosztást fogad.',
  optionRequired: 'Ez a szerver megköveteli ezt a beállítást.',
  gateRequiredAny:
    'Ez a szerver kaput követel meg: adja meg a címzettek e-mail-címeit, csak tagok nyithassák meg a linket, vagy adjon meg címtartományokat.',
  gateRequiredEmail: 'Ez a szerver megköveteli a címzettek e-mail-címeit: csak ők nyithatják meg a linket.',
  gateRequiredMember: 'Ez a szerver megköveteli, hogy csak bejelentkezett tagok nyithassák meg a linket.',
  lifeInHours: 'A szerveren engedett élettartam (órában): {min}–{max}.',
  mailDomains: 'Hivatkozás csak ezeknek a tartományoknak a címeire küldhető: {domains}.',
  textAnswersOff:
    'A szöveges megosztások ki vannak kapcsolva ezen a szerveren, így csak fájlokkal lehet válaszolni.',
};
