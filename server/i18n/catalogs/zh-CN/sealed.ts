import type { AreaMessages } from '../../catalog.ts';

export const sealed: AreaMessages<'sealed'> = {
  revealTitle: '给您的密封秘密信息',
  revealHeading: '有人给您发送了一条密封的秘密信息',
  revealNote:
    '它经过端到端加密：只能在此浏览器中用您秘密链接里的密钥打开，服务器从不会看到该密钥。打开它会计为一次查看。',
  openSecret: '打开秘密信息',
  revealNoScript:
    'JavaScript 已关闭，因此此页面无法解密秘密信息。按钮会改为显示其密封形式：如需阅读，请将它连同链接中的密钥一起粘贴到任意 Secret Push 服务器的 /open 页面。',
  keyMissing: '此链接中没有密钥，因此无法打开秘密信息。请向发送者索取完整的秘密链接，包括 # 号之后的部分。',
  keyMalformed: '此链接中的密钥不完整或已损坏，因此无法打开秘密信息。请再次向发送者索取完整的秘密链接。',
  opening: '正在打开秘密信息…',
  extensionOpens: 'Secret Push 扩展会在此页面中打开这条秘密信息。',
  requestFailed: '无法连接到服务器。请检查网络连接后重试。',
  reasonBadKey: '这不是有效的密钥。请粘贴完整的秘密链接，或其中 k1= 之后的 43 个字符。',
  reasonWrongKey:
    '此密钥无法打开这条秘密信息，或者秘密信息已损坏。请确认您拥有完整的链接，且与发送时完全一致。',
  reasonNotSealed: '这不是密封的秘密信息：其中没有任何一行以 SP-SEALED- 开头。',
  reasonFileNotSealed: '这不是密封文件。',
  reasonUnsupported:
    '此秘密信息的密封格式比此页面支持的更新。请使用最新版本的 Secret Push 服务器或扩展打开它。',
  reasonTruncated: '密封的秘密信息缺少一部分：它被截断了。请重新完整复制。',
  reasonFileTruncated: '文件不完整：它在最后一部分之前就结束了。请重新下载。',
  reasonReordered: '此文件的各部分顺序错乱或有缺失，因此已被拒绝。',
  fileNumber: '文件 {number}',
  fileProgress: '正在解密：{percent}',
  fileSaved: '已解密并保存到您的下载内容中。',
  fileFailed:
    '下载失败。请重试；如果下载链接已失效，请重新打开秘密链接以获取新的下载链接（如果还有剩余查看次数）。',
  openTitle: '打开密封的秘密信息',
  openIntro:
    '粘贴密封的秘密信息及其秘密链接或密钥。解密就在这里、在您的浏览器中进行：此页面不会向任何服务器发送任何内容。',
  envelopeLabel: '密封文本',
  envelopeHint: '代替秘密信息显示的文本，或至少其中以 SP-SEALED- 开头的各行。',
  keyLabel: '秘密链接或密钥',
  keyHint: '完整的秘密链接、从 #k1= 开始的部分，或密钥的 43 个字符。',
  filesLabel: '密封文件（可选）',
  filesHint: '从秘密链接下载的文件，文件名为 1.sealed, 2.sealed 等。',
  openNoScript:
    '此页面在您的浏览器中解密，需要 JavaScript，但 JavaScript 已关闭。请启用它以打开密封的秘密信息。',
  envelopeMissing: '请粘贴密封文本，或选择密封文件。',
  keyNeeded: '请粘贴秘密链接或其密钥。',
  openedHeading: '已打开的秘密信息',
};
