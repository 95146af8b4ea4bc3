import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: 'Ein versiegeltes Geheimnis für Sie',
  revealHeading: 'Jemand hat Ihnen ein versiegeltes Geheimnis geschickt',
  revealNote:
    'Es ist Ende-zu-Ende-verschlüsselt: Es lässt sich nur in diesem Browser öffnen, mit dem Schlüssel in Ihrem geheimen Link, den der Server nie zu sehen bekommt. Das Öffnen zählt als Aufruf.',
  openSecret: 'Geheimnis öffnen',
  revealNoScript:
    'JavaScript ist ausgeschaltet, daher kann diese Seite das Geheimnis nicht entschlüsseln. Die Schaltfläche zeigt es stattdessen versiegelt an: Um es zu lesen, fügen Sie es zusammen mit dem Schlüssel Ihres Links auf der Seite /open eines beliebigen Servers mit Secret Push ein.',
  keyMissing:
    'Diesem Link fehlt der Schlüssel, daher lässt sich das Geheimnis nicht öffnen. Bitten Sie den Absender um den vollständigen geheimen Link, einschließlich des Teils nach dem Zeichen #.',
  keyMalformed:
    'Der Schlüssel in diesem Link ist unvollständig oder beschädigt, daher lässt sich das Geheimnis nicht öffnen. Bitten Sie den Absender noch einmal um den vollständigen geheimen Link.',
  opening: 'Geheimnis wird geöffnet…',
  extensionOpens: 'Die Erweiterung Secret Push öffnet dieses Geheimnis auf dieser Seite.',
  requestFailed: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  reasonBadKey:
    'Das ist kein gültiger Schlüssel. Fügen Sie den vollständigen geheimen Link ein oder die 43 Zeichen, die darin auf k1= folgen.',
  reasonWrongKey:
    'Dieser Schlüssel öffnet das Geheimnis nicht, oder das Geheimnis wurde beschädigt. Prüfen Sie, ob Sie den vollständigen Link haben, genau so, wie er gesendet wurde.',
  reasonNotSealed: 'Das ist kein versiegeltes Geheimnis: Keine seiner Zeilen beginnt mit SP-SEALED-.',
  reasonFileNotSealed: 'Das ist keine versiegelte Datei.',
  reasonUnsupported:
    'Dieses Geheimnis wurde in einem neueren Format versiegelt, als diese Seite öffnen kann. Öffnen Sie es mit einem aktuellen Server oder einer aktuellen Erweiterung von Secret Push.',
  reasonTruncated:
    'Ein Teil des versiegelten Geheimnisses fehlt: Es wurde abgeschnitten. Kopieren Sie es noch einmal vollständig.',
  reasonFileTruncated:
    'Die Datei ist unvollständig: Sie endet vor ihrem letzten Teil. Laden Sie sie erneut herunter.',
  reasonReordered:
    'Die Teile dieser Datei sind in falscher Reihenfolge oder einige fehlen, daher wurde sie abgelehnt.',
  fileNumber: 'Datei {number}',
  fileProgress: 'Wird entschlüsselt: {percent}',
  fileSaved: 'Entschlüsselt und in Ihren Downloads gespeichert.',
  fileFailed:
    'Der Download ist fehlgeschlagen. Versuchen Sie es erneut; ist sein Link abgelaufen, öffnen Sie den geheimen Link erneut, um einen neuen zu erhalten (sofern noch Aufrufe übrig sind).',
  openTitle: 'Ein versiegeltes Geheimnis öffnen',
  openIntro:
    'Fügen Sie ein versiegeltes Geheimnis und seinen geheimen Link oder Schlüssel ein. Es wird hier in Ihrem Browser entschlüsselt: Diese Seite sendet nichts an irgendeinen Server.',
  envelopeLabel: 'Versiegelter Text',
  envelopeHint:
    'Der Text, der anstelle des Geheimnisses angezeigt wird, oder zumindest seine Zeilen, die mit SP-SEALED- beginnen.',
  keyLabel: 'Geheimer Link oder Schlüssel',
  keyHint: 'Der vollständige geheime Link, der Teil ab #k1= oder die 43 Zeichen des Schlüssels.',
  filesLabel: 'Versiegelte Dateien (optional)',
  filesHint: 'Die über den geheimen Link heruntergeladenen Dateien mit den Namen 1.sealed, 2.sealed usw.',
  openNoScript:
    'Diese Seite entschlüsselt in Ihrem Browser und braucht dafür JavaScript, das ausgeschaltet ist. Schalten Sie es ein, um ein versiegeltes Geheimnis zu öffnen.',
  envelopeMissing: 'Fügen Sie den versiegelten Text ein oder wählen Sie die versiegelten Dateien aus.',
  keyNeeded: 'Fügen Sie den geheimen Link oder seinen Schlüssel ein.',
  openedHeading: 'Das geöffnete Geheimnis',
};
