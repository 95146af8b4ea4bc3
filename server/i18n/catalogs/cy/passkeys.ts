import type { AreaMessages } from '../../catalog.ts';

export const passkeys: AreaMessages<'passkeys'> = {
  sectionHeading: 'Allweddi mynediad',
  sectionText:
    'Mae allwedd mynediad yn eich mewngofnodi gyda chlo sgrin eich dyfais neu allwedd ddiogelwch, heb gyfrinair na chod i’w teipio. Dim ond ei allwedd gyhoeddus y mae’r gweinydd hwn yn ei chadw.',
  none: 'Does gennych chi ddim allweddi mynediad eto.',
  listCaption: 'Eich allweddi mynediad',
  columnName: 'Enw',
  columnAdded: 'Ychwanegwyd',
  columnLastUsed: 'Defnyddiwyd ddiwethaf',
  columnActions: 'Camau',
  neverUsed: 'Erioed',
  renameLabel: 'Enw newydd ar gyfer {name}',
  renameButton: 'Ailenwi',
  renameButtonFor: 'Ailenwi {name}',
  removeButton: 'Tynnu',
  removeButtonFor: 'Tynnu {name}',
  nameLabel: 'Enw’r allwedd mynediad newydd',
  nameHint: 'Er enghraifft “Gliniadur gwaith” neu “Allwedd ddiogelwch las”.',
  defaultName: 'Allwedd mynediad',
  addButton: 'Ychwanegu allwedd mynediad',
  needsScript:
    'I ychwanegu neu ddefnyddio allwedd mynediad mae angen porwr sy’n eu cefnogi, gyda JavaScript ymlaen.',
  waiting: 'Dilynwch gyfarwyddiadau eich porwr…',
  addFailed: 'Ni ychwanegwyd allwedd mynediad. Rhowch gynnig arall arni pan fyddwch yn barod.',
  added: 'Ychwanegwyd yr allwedd mynediad. Gallwch fewngofnodi gyda hi o hyn ymlaen.',
  renamed: 'Ailenwyd yr allwedd mynediad.',
  removed: 'Tynnwyd yr allwedd mynediad: nid yw’n mewngofnodi yma mwyach.',
  addRefused:
    'Ni ychwanegwyd yr allwedd mynediad: ni wnaeth eich dyfais eich dilysu, neu daeth y cais i ben. Rhowch gynnig arall arni.',
  taken: 'Mae’r allwedd mynediad hon wedi’i hychwanegu’n barod.',
  nameMissing: 'Rhowch enw i’r allwedd mynediad.',
  signInButton: 'Mewngofnodi gydag allwedd mynediad',
  signInFailed:
    'Ni ddefnyddiwyd allwedd mynediad. Rhowch gynnig arall arni, neu mewngofnodwch gyda’ch cyfrinair.',
  signInRefused:
    'Ni wnaeth yr allwedd mynediad honno eich mewngofnodi. Efallai ei bod wedi’i thynnu, neu ni wnaeth eich dyfais eich dilysu.',
  stepTitle: 'Cadarnhau gydag allwedd mynediad',
  stepIntro: 'Roedd eich cyfrinair yn gywir. Cadarnhewch mai chi sydd yno gydag un o’ch allweddi mynediad.',
  stepButton: 'Defnyddio allwedd mynediad',
  useCodeInstead: 'Rhoi cod yn lle hynny',
  usePasskeyInstead: 'Defnyddio allwedd mynediad yn lle hynny',
  setUpInstead: 'Neu ychwanegwch allwedd mynediad yn lle hynny',
};
