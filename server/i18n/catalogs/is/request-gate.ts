import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Þessi beiðni er aðeins fyrir einn einstakling',
  emailAsk: 'Sláðu inn netfangið þitt. Ef sá sem bað um valdi það sendum við þér kóða sem opnar beiðnina.',
  codeSent:
    'Ef {email} má svara þessari beiðni er kóði á leiðinni þangað. Kóðinn virkar einu sinni, innan {duration}.',
  networkText: 'Aðeins er hægt að svara þessari beiðni frá netinu sem sá sem bað um valdi.',
  codeSubject: 'Kóðinn þinn fyrir beiðni á {site}',
  codeMail: 'Kóðinn þinn til að svara beiðninni sem þér var send á {site}: {code}',
  legend: 'Hver má svara',
  emailsLabel: 'Aðeins þessi netföng eða @lén mega svara',
  emailsHint: 'Aðskilin með kommum. Sá sem svarar sannar netfangið sitt með kóða sem sendur er í pósti.',
  emailUnavailable:
    'Þessi þjónn sendir ekki póst og getur því ekki staðfest netfang: veldu frekar meðlimi eða vistfangasvið.',
  notAccepted: 'Athugaðu þessar færslur: netföng, @lén eða vistfangasvið eins og 192.0.2.0/24.',
  auditAnsweredCode: 'Svarað af {email}, staðfest með kóða í pósti',
  auditAnsweredMember: 'Svarað af {email} (innskráð/ur)',
  auditAnsweredNetwork: 'Svarað frá leyfðu neti',
  answeredByCode: 'Svarað af {email}, staðfest með kóða í pósti.',
  answeredBySignIn: 'Svarað af {email} (innskráð/ur).',
};
