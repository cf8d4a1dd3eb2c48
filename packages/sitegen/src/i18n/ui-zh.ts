import type { UiStrings } from './types';

/**
 * The fixed strings in Chinese, Simplified characters (issue 15 §5): polite "您", the labels mainland
 * business sites use ("营业时间", "需预约", "备注（选填）"), full-width punctuation, and "至" for ranges.
 */
export const UI_ZH: UiStrings = {
  skip: '跳到正文',
  menu: '菜单',
  mainNav: '主导航',
  footerNav: '页脚',
  atAGlance: '概览',
  sampleLabel: '示例内容。',
  samplePrice: '示例价格',
  perMonth: '/月',
  plan: '方案', includes: '包含内容', price: '价格', plans: '价格方案',
  openingHours: '营业时间', findUs: '如何到达', closed: '休息', byAppointment: '需预约',
  days: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  dayRange: '{from}至{to}',
  address: '地址',
  areaServed: '服务范围',
  email: '电子邮箱', phone: '电话',
  form: {
    name: '姓名', email: '电子邮箱', phone: '电话', message: '有什么可以帮您？', date: '日期', time: '时间',
    guests: '人数', notes: '备注（选填）', service: '预约项目',
    send: '发送留言', requestTable: '预订座位', requestBooking: '提交预约', subscribe: '订阅',
    previewSent: '预览：在已发布的网站上，此表单会把消息发送给您。本次未发送任何内容。',
    sent: '谢谢！您的消息已发送。',
    failed: '抱歉，发送失败。请重试，或直接与我们联系。',
    newsletter: '每月约一次通过电子邮件发送新品与优惠信息，可随时退订。',
    subscribed: '谢谢，您已成功订阅。',
    leaveEmpty: '请将此栏留空',
  },
  sample: {
    pricing: '示例方案和价格：发布前请替换为您的真实方案和价格。',
    testimonials: '示例评价：请在征得客户同意后，替换为真实客户的原话。',
    hours: '示例营业时间和地址：发布前请替换为您自己的信息。',
    menu: '示例菜品：请在此添加您的招牌菜和价格，或链接到完整菜单。',
    work: '示例项目：请替换为您自己的作品。',
    listings: '示例房源：请替换为您实际在售或出租的房源。',
    products: '示例商品：请替换为您自己的商品、照片和价格。',
    contact: '示例联系方式：发布前请替换为您自己的信息。',
    gallery: '插图：请替换为您自己的照片。',
    dates: '示例日期：请替换为真实的日期和地点。',
    team: '示例团队：请在征得本人同意后，添加真实成员。',
    area: '示例时间和服务范围：发布前请替换为您的实际信息。',
  },
  notFound: { title: '页面未找到', text: '您要找的页面不在这里，可能已被移动。', back: '返回{name}' },
  photoCredit: '摄影：{author}，来自 {site}',
  photos: '照片',
  mapLink: '在地图上查看',
  follow: '关注我们',
  perYear: '/年', perHour: '/小时', perPerson: '/人',
};
