import type { AreaMessages } from '../../catalog.ts';

export const requestGate: AreaMessages<'requestGate'> = {
  emailHeading: 'Tämä pyyntö on vain yhdelle henkilölle',
  emailAsk:
    'Anna sähköpostiosoitteesi. Jos pyytäjä valitsi sen, lähetämme sinulle koodin, joka avaa pyynnön.',
  codeSent:
    'Jos {email} saa vastata tähän pyyntöön, koodi on matkalla sinne. Koodi toimii kerran, {duration} kuluessa.',
  networkText: 'Tähän pyyntöön voi vastata vain pyytäjän valitsemasta verkosta.',
  codeSubject: 'Koodisi pyyntöön palvelussa {site}',
  codeMail: 'Koodisi sinulle palvelussa {site} lähetettyyn pyyntöön vastaamiseksi: {code}',
  legend: 'Kuka saa vastata',
  emailsLabel: 'Vain nämä osoitteet tai @verkkotunnukset saavat vastata',
  emailsHint: 'Pilkuilla eroteltuina. Vastaaja todistaa osoitteensa sähköpostitse lähetetyllä koodilla.',
  emailUnavailable:
    'Tämä palvelin ei lähetä sähköpostia, joten se ei voi tarkistaa osoitetta: valitse sen sijaan jäsenet tai osoitealueet.',
  notAccepted: 'Tarkista nämä merkinnät: osoitteet, @verkkotunnukset tai osoitealueet, kuten 192.0.2.0/24.',
  auditAnsweredCode: 'Vastaaja {email}, vahvistettu sähköpostitse lähetetyllä koodilla',
  auditAnsweredMember: 'Vastaaja {email} (kirjautuneena)',
  auditAnsweredNetwork: 'Vastattu sallitusta verkosta',
  answeredByCode: 'Vastaaja {email}, vahvistettu sähköpostitse lähetetyllä koodilla.',
  answeredBySignIn: 'Vastaaja {email} (kirjautuneena).',
};
