import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: 'Mae {sender} wedi rhannu cyfrinach â chi',
  heading: 'Mae {sender} wedi anfon cyfrinach atoch drwy {site}.',
  findLinkBelow: 'Mae’r ddolen gyfrinachol isod.',
  openLink: 'Agor y ddolen gyfrinachol',
  expires: {
    zero: 'Mae’r ddolen yn dod i ben ar ôl {duration} neu {count} edrychiad, pa un bynnag a ddaw gyntaf.',
    one: 'Mae’r ddolen yn dod i ben ar ôl {duration} neu {count} edrychiad, pa un bynnag a ddaw gyntaf.',
    two: 'Mae’r ddolen yn dod i ben ar ôl {duration} neu {count} edrychiad, pa un bynnag a ddaw gyntaf.',
    few: 'Mae’r ddolen yn dod i ben ar ôl {duration} neu {count} edrychiad, pa un bynnag a ddaw gyntaf.',
    many: 'Mae’r ddolen yn dod i ben ar ôl {duration} neu {count} edrychiad, pa un bynnag a ddaw gyntaf.',
    other: 'Mae’r ddolen yn dod i ben ar ôl {duration} neu {count} edrychiad, pa un bynnag a ddaw gyntaf.',
  },
  passphrase:
    'Mae’r ddolen yn gofyn am gyfrinymadrodd: bydd {sender} yn ei roi i chi mewn ffordd arall, byth yn yr e-bost hwn.',
  deletable: 'Ar ôl i chi ei darllen, gallwch ei dileu eich hun.',
  notExpected:
    'Os nad oeddech chi’n disgwyl cyfrinach gan {sender}, holwch mewn ffordd arall cyn agor y ddolen.',
};
