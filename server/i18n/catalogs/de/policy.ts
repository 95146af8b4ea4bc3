import type { AreaMessages } from '../../catalog.ts';

export const policy: AreaMessages<'policy'> = {
  signInToPush:
    'Dieser Server nimmt Pushes nur von angemeldeten Benutzern an. Melden Sie sich an, um zu pushen.',
  passphraseRequired: 'Dieser Server verlangt hier eine Passphrase. Mindestlänge: {min}.',
  sealedRequired: 'Dieser Server nimmt Pushes dieser Art nur versiegelt (Ende-zu-Ende-verschlüsselt) an.',
  optionRequired: 'Dieser Server verlangt diese Option.',
  gateRequiredAny:
    'Dieser Server verlangt eine Schranke: Nennen Sie die E-Mail-Adressen der Empfänger, lassen Sie nur Mitglieder den Link öffnen oder geben Sie Adressbereiche an.',
  gateRequiredEmail:
    'Dieser Server verlangt die E-Mail-Adressen der Empfänger: Nur sie können den Link öffnen.',
  gateRequiredMember: 'Dieser Server verlangt, dass nur angemeldete Mitglieder den Link öffnen können.',
  lifeInHours: 'Auf diesem Server erlaubte Lebensdauer (Stunden): {min} bis {max}.',
  mailDomains: 'Links können nur an Adressen dieser Domains gemailt werden: {domains}.',
  textAnswersOff:
    'Text-Pushes sind auf diesem Server ausgeschaltet, daher kann nur mit Dateien geantwortet werden.',
};
