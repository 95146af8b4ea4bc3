import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Zerbitzari honek saioa hasita duten erabiltzaileen bidalketak soilik onartzen ditu. Hasi saioa bidaltzeko.',
  passphraseRequired: 'Zerbitzari honek pasaesaldi bat eskatzen du hemen. Gutxieneko luzera: {min}.',
  sealedRequired:
    'Zerbitzari honek mota honetako bidalketa zigilatuak (muturretik muturrera zifratuak) soilik onartzen ditu.',
  optionRequired: 'Zerbitzari honek aukera hau eskatzen du.',
  gateRequiredAny:
    'Zerbitzari honek hesi bat eskatzen du: idatzi hartzaileen helbide elektronikoak, utzi kideei soilik esteka irekitzen, edo eman helbide-barrutiak.',
  gateRequiredEmail:
    'Zerbitzari honek hartzaileen helbide elektronikoak eskatzen ditu: haiek bakarrik ireki dezakete esteka.',
  gateRequiredMember:
    'Zerbitzari honek eskatzen du saioa hasita duten kideek soilik ireki ahal izatea esteka.',
  lifeInHours: 'Zerbitzari honetan onartutako iraupena (orduak): {min} eta {max} artean.',
  mailDomains: 'Estekak helbide hauetara soilik bidal daitezke: {domains}.',
  textAnswersOff:
    'Testu-bidalketak desgaituta daude zerbitzari honetan; beraz, fitxategiekin soilik erantzun daiteke.',
};
