import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Paplašinājuma pieteikšana',
  authorizeQuestion:
    'Vai atļaut Secret Push paplašinājumam pārlūkprogrammā {name} izmantot jūsu kontu {email}?',
  authorizeWhat:
    'Tas saņem marķieri tikai šai pārlūkprogrammai, lai izveidotu, uzskaitītu un anulētu jūsu noslēpumus. Jebkurā laikā varat to atsaukt API marķiera lapā.',
  authorizeOnlyIfYou: 'Atļaujiet to tikai tad, ja tikko paplašinājumā izvēlējāties “Pieteikties”.',
  allow: 'Atļaut',
  cancel: 'Atcelt',
  badRequestTitle: 'Nederīgs pieteikšanās pieprasījums',
  badRequestText:
    'Paplašinājuma pieteikšanās pieprasījums ir nepilnīgs vai nederīgs, tāpēc tam nekas netika nosūtīts atpakaļ. Sāciet no jauna paplašinājuma iestatījumos.',

  browsersHeading: 'Pārlūkprogrammas, kurās pieteikts paplašinājums',
  browsersIntro:
    'Katrai pārlūkprogrammai, kurā pieteicāties Secret Push paplašinājumā, ir savs marķieris. Atsauciet to, lai izrakstītu attiecīgo pārlūkprogrammu: jūsu API marķieris un citas pārlūkprogrammas turpina darboties.',
  browsersNone:
    'Nav pieteikta neviena pārlūkprogramma. Lai to pievienotu, paplašinājuma iestatījumos izvēlieties “Pieteikties”.',
  browserSignedIn: 'Pieteikšanās: {time}',
  browserLastUsed: 'Pēdējā lietošana: {time}',
  browserNeverUsed: 'Nekad nav lietota',
  revoke: 'Atsaukt',
  revokeLabel: 'Atsaukt marķieri: {name}',
  revoked: 'Pārlūkprogrammas marķieris ir atsaukts: paplašinājums tajā ir izrakstīts.',
  unknownBrowserTitle: 'Pārlūkprogrammas marķieris nav atrasts',
  unknownBrowserText: 'Jums nav pārlūkprogrammas marķiera ar šo ID. Iespējams, tas jau ir atsaukts.',
};
