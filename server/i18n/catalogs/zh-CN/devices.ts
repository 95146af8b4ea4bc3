import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: '登录扩展',
  authorizeQuestion: '允许 {name} 中的 Secret Push 扩展使用您的账户 {email} 吗？',
  authorizeWhat:
    '它会获得一个仅供此浏览器使用的令牌，用于创建、列出您的分享并使其失效。您可以随时在 API 令牌页面上撤销此令牌。',
  authorizeOnlyIfYou: '仅当您刚刚在扩展中选择了“登录”时才允许。',
  allow: '允许',
  cancel: '取消',
  badRequestTitle: '无效的登录请求',
  badRequestText: '扩展的登录请求不完整或无效，因此没有向它返回任何内容。请从扩展的选项重新开始。',

  browsersHeading: '已登录扩展的浏览器',
  browsersIntro:
    '您登录过 Secret Push 扩展的每个浏览器都有自己的令牌。撤销其中一个即可让该浏览器退出登录：您的 API 令牌和其他浏览器仍可继续使用。',
  browsersNone: '没有已登录的浏览器。在扩展的选项中选择“登录”即可添加。',
  browserSignedIn: '登录于 {time}',
  browserLastUsed: '上次使用：{time}',
  browserNeverUsed: '从未使用',
  revoke: '撤销',
  revokeLabel: '撤销 {name} 的令牌',
  revoked: '已撤销该浏览器的令牌：该浏览器中的扩展已退出登录。',
  unknownBrowserTitle: '未找到浏览器令牌',
  unknownBrowserText: '您没有此 ID 的浏览器令牌。它可能已被撤销。',
};
