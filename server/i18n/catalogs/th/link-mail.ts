import type { AreaMessages } from '../../catalog.ts';

export const linkMail: AreaMessages<'linkMail'> = {
  subject: '{sender} ส่งข้อมูลลับถึงคุณ',
  heading: '{sender} ส่งข้อมูลลับถึงคุณผ่าน {site}',
  findLinkBelow: 'ลิงก์ลับอยู่ด้านล่าง',
  openLink: 'เปิดลิงก์ลับ',
  expires: {
    other: 'ลิงก์นี้จะหมดอายุเมื่อครบ {duration} หรือเมื่อเปิดดูครบ {count} ครั้ง แล้วแต่อย่างใดถึงก่อน',
  },
  passphrase: 'ลิงก์จะถามวลีรหัสผ่าน ซึ่ง {sender} จะแจ้งให้คุณทางช่องทางอื่น ไม่ใช่ในอีเมลนี้',
  deletable: 'เมื่ออ่านแล้ว คุณลบข้อมูลลับนี้เองได้',
  notExpected: 'หากคุณไม่ได้คาดว่าจะได้รับข้อมูลลับจาก {sender} โปรดสอบถามผ่านช่องทางอื่นก่อนเปิดลิงก์',
};
