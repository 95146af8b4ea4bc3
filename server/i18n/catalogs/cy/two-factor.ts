import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Dilysu dau ffactor',
  stepIntro: 'Rhowch y cod chwe digid y mae eich ap dilysu yn ei ddangos ar gyfer y cyfrif hwn.',
  codeLabel: 'Cod',
  stepBackupHint: 'Dim ffôn wrth law? Rhowch un o’ch codau wrth gefn yn lle hynny.',
  verifyButton: 'Gwirio a mewngofnodi',
  wrongCode:
    'Nid yw’r cod hwnnw’n gywir, neu mae wedi’i ddefnyddio’n barod. Rhowch y cod y mae eich ap yn ei ddangos nawr.',
  startOver: 'Mewngofnodi eto',
  stepExpired: 'Cymerodd eich mewngofnodi ormod o amser. Rhowch eich e-bost a’ch cyfrinair eto.',
  sectionHeading: 'Dilysu dau ffactor',
  offText:
    'Diogelwch eich cyfrif gydag ail gam wrth fewngofnodi: ar ôl eich cyfrinair, cod o ap dilysu ar eich ffôn.',
  setUpLink: 'Gosod dilysu dau ffactor',
  onText: 'Ymlaen ers {date}. Wrth fewngofnodi, gofynnir am god o’ch ap dilysu ar ôl eich cyfrinair.',
  backupLeft: {
    zero: 'Mae {count} cod wrth gefn heb eu defnyddio ar ôl.',
    one: 'Mae {count} cod wrth gefn heb ei ddefnyddio ar ôl.',
    two: 'Mae {count} god wrth gefn heb eu defnyddio ar ôl.',
    few: 'Mae {count} chod wrth gefn heb eu defnyddio ar ôl.',
    many: 'Mae {count} chod wrth gefn heb eu defnyddio ar ôl.',
    other: 'Mae {count} cod wrth gefn heb eu defnyddio ar ôl.',
  },
  ssoOnly:
    'Rydych chi’n mewngofnodi drwy fewngofnodi sengl: gwiriadau eich darparwr hunaniaeth sy’n diogelu eich cyfrif.',
  setupTitle: 'Gosod dilysu dau ffactor',
  setupText:
    'Mae angen ap dilysu ar eich ffôn. Yn gyntaf, rhowch eich cyfrinair i gadarnhau mai chi sydd yno.',
  required: 'Mae’r gweinydd hwn yn mynnu dilysu dau ffactor. Gosodwch ef i barhau.',
  continueButton: 'Parhau',
  backToAccount: 'Yn ôl i’ch cyfrif',
  scanText: 'Sganiwch y cod QR hwn gyda’ch ap dilysu.',
  qrLabel: 'Cod QR i ychwanegu’r cyfrif hwn at ap dilysu',
  typeInstead: 'Methu ei sganio? Rhowch yr allwedd hon yn yr ap yn lle hynny:',
  confirmLabel: 'Yna rhowch y cod chwe digid y mae’r ap yn ei ddangos',
  confirmButton: 'Troi dilysu dau ffactor ymlaen',
  wrongSetupCode:
    'Nid yw’r cod hwnnw’n cyfateb. Gwiriwch fod cloc eich ffôn yn gywir, yna rhowch y cod y mae’r ap yn ei ddangos nawr.',
  cancelSetup: 'Canslo',
  codesTitle: 'Eich codau wrth gefn',
  turnedOn: 'Mae dilysu dau ffactor ymlaen.',
  codesReplaced: 'Mae eich codau wrth gefn newydd yn barod. Nid yw’r rhai blaenorol yn gweithio mwyach.',
  codesText:
    'Os byddwch chi’n colli eich ffôn, mae pob un o’r codau hyn yn eich mewngofnodi unwaith yn lle cod o’r ap. Cadwch nhw rywle diogel, fel eich rheolwr cyfrineiriau.',
  copyCodes: 'Copïo’r codau',
  codesOnce: 'Dim ond unwaith y dangosir y codau hyn. Ni fydd ail-lwytho’r dudalen hon yn eu dangos eto.',
  codesSaved: 'Rydw i wedi cadw fy nghodau wrth gefn',
  newCodesTitle: 'Creu codau wrth gefn newydd',
  newCodesText:
    'Mae codau wrth gefn newydd yn disodli pob un o’ch codau presennol. Rhowch eich cyfrinair i gadarnhau mai chi sydd yno.',
  newCodesButton: 'Creu codau wrth gefn newydd',
  removeTitle: 'Diffodd dilysu dau ffactor',
  removeText:
    'Dim ond eich cyfrinair y bydd mewngofnodi’n ei ofyn wedyn, a bydd eich codau wrth gefn yn peidio â gweithio. Rhowch eich cyfrinair i gadarnhau mai chi sydd yno.',
  removeRequired: 'Mae’r gweinydd hwn yn mynnu dilysu dau ffactor: gofynnir i chi ei osod eto ar unwaith.',
  removeButton: 'Diffodd dilysu dau ffactor',
  turnedOff: 'Mae dilysu dau ffactor wedi’i ddiffodd.',
};
