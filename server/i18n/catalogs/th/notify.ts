import type { AreaMessages } from '../../catalog.ts';

export const notify: AreaMessages<'notify'> = {
  kindRequest: 'คำขอข้อมูลลับ',
  viewSubject: 'รายการ “{name}” ของคุณถูกเปิดดูแล้ว',
  viewSentence: 'รายการ “{name}” ของคุณถูกเปิดดูแล้ว',
  viewedByCode: 'เปิดโดย {email} ยืนยันด้วยรหัสที่ส่งทางอีเมล',
  viewedBySignIn: 'เปิดโดย {email} (ลงชื่อเข้าใช้แล้ว)',
  failedPassphraseSubject: 'มีการป้อนวลีรหัสผ่านไม่ถูกต้องสำหรับรายการ “{name}” ของคุณ',
  failedPassphraseSentence: 'มีคนป้อนวลีรหัสผ่านไม่ถูกต้องสำหรับรายการ “{name}” ของคุณ',
  expireSubject: 'รายการ “{name}” ของคุณหมดอายุแล้ว',
  expireSentence: 'รายการ “{name}” ของคุณหมดอายุแล้ว ข้อมูลลับถูกลบและลิงก์ใช้ไม่ได้อีกต่อไป',
  requestAnsweredSubject: 'คำขอ “{name}” ของคุณได้รับคำตอบแล้ว',
  requestAnsweredSentence: 'คำขอ “{name}” ของคุณได้รับคำตอบแล้ว',
  testSubject: 'การแจ้งเตือนทดสอบ',
  testSentence: 'นี่คือการทดสอบจากหน้าการแจ้งเตือนของคุณ การแจ้งเตือนเกี่ยวกับรายการของคุณจะส่งมาที่นี่',
  facts: 'ประเภท: {kind} รหัสอ้างอิง: {digest} เวลา: {time}',
  webhookLine: '{sentence} ({kind}, รหัสอ้างอิง {digest})',
  dashboardLink: 'เปิดแดชบอร์ดของคุณ',
  why: 'คุณได้รับอีเมลนี้เพราะคุณขอให้แจ้งเตือนเมื่อเกิดเหตุการณ์เหล่านี้ คุณเปลี่ยนการตั้งค่านี้ได้ที่หน้าการแจ้งเตือน',
};
