import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Aquest servidor només accepta enviaments d’usuaris amb la sessió iniciada. Inicieu la sessió per enviar.',
  passphraseRequired: 'Aquest servidor exigeix una frase de pas aquí. Longitud mínima: {min}.',
  sealedRequired:
    'Aquest servidor només accepta enviaments segellats (xifrats d’extrem a extrem) d’aquest tipus.',
  optionRequired: 'Aquest servidor exigeix aquesta opció.',
  gateRequiredAny:
    'Aquest servidor exigeix una barrera: indiqueu les adreces electròniques dels destinataris, deixeu obrir l’enllaç només als membres o indiqueu rangs d’adreces.',
  gateRequiredEmail:
    'Aquest servidor exigeix les adreces electròniques dels destinataris: només ells poden obrir l’enllaç.',
  gateRequiredMember:
    'Aquest servidor exigeix que només els membres amb la sessió iniciada puguin obrir l’enllaç.',
  lifeInHours: 'Durada permesa en aquest servidor (hores): de {min} a {max}.',
  mailDomains: 'Els enllaços només es poden enviar a adreces de: {domains}.',
  textAnswersOff:
    'Els enviaments de text estan desactivats en aquest servidor, així que només es pot respondre amb fitxers.',
};
