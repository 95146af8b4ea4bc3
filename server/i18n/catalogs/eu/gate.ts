import type { AreaMessages } from '../../catalog.ts';

export const gate: AreaMessages<'gate'> = {
  title: 'Frogatu nor zaren',
  emailHeading: 'Sekretu hau hartzailearentzat bakarrik da',
  emailAsk:
    'Idatzi zure helbide elektronikoa. Igorleak hautatu bazuen, sekretua irekitzen duen kode bat bidaliko dizugu.',
  emailLabel: 'Zure helbide elektronikoa',
  sendCode: 'Bidali kode bat',
  codeHeading: 'Idatzi posta elektronikoko kodea',
  codeSent:
    '{email} helbideak sekretu hau ireki badezake, kode bat bidean da. Kodeak behin balio du, {duration} barru.',
  codeLabel: 'Kodea',
  openWithCode: 'Jarraitu',
  wrongCode: 'Kode hori okerra da edo iraungi da.',
  otherAddress: 'Erabili beste helbide bat',
  tooManyTitle: 'Saiakera gehiegi',
  tooManyText: 'Kode gehiegi eskatu edo probatu dira. Saiatu berriro geroago.',
  networkTitle: 'Ez dago erabilgarri hemendik',
  networkText: 'Sekretu hau igorleak aukeratutako saretik bakarrik ireki daiteke.',
  codeSubject: 'Zure kodea {site} guneko sekretu baterako',
  codeMail: '{site} gunean zurekin partekatutako sekretua irekitzeko kodea: {code}',
  codeMailWorks: 'Behin balio du, {duration} barru.',
  codeMailNotYou: 'Ez baduzu eskatu, ez egin kasurik mezu honi.',
  legend: 'Hartzailea',
  emailsLabel: 'Helbide edo @domeinu hauek bakarrik ireki dezakete',
  emailsHint: 'Komaz bereizita. Hartzaileak bidaltzen diogun kode batekin frogatzen du bere helbidea.',
  mailLinkLabel: 'Bidali esteka sekretua posta bidez helbide hauetara ere',
  mailLinkHint:
    'Goiko helbide oso bakoitzak (ez @domeinu batek) esteka bere mezu propioan jasotzen du, hartzailearen hizkuntzan.',
  mailLinkNoAddress:
    'Esteka posta bidez bidaltzeko, idatzi goian gutxienez helbide oso bat (name@example.com): @domeinu batek ez du postontzirik.',
  membersLabel: 'Zerbitzari honetako kideak bakarrik, saioa hasita',
  networksLabel: 'Helbide-barruti hauetatik bakarrik',
  networksHint: 'IPv4 edo IPv6 CIDR barrutiak, adibidez 192.0.2.0/24, komaz bereizita.',
  burnLabel: 'Iraungi kode edo pasaesaldi oker kopuru honen ondoren',
  auditPassedCode: '{email} helbideak ireki du, bidalitako kode batekin egiaztatuta',
  auditPassedMember: '{email} helbideak ireki du (saioa hasita)',
  auditPassedNetwork: 'Baimendutako sare batetik ireki da',
  auditRefused: 'Sarbide-kontrolak baztertu du',
  memberText: 'Zerbitzari honetako kideek bakarrik ireki dezakete: hasi saioa, eta hona itzuliko zara.',
};
