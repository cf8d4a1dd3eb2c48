import type { UiStrings } from './types';

/**
 * The fixed strings in Japanese (issue 15 §5): polite です/ます and the honorific お/ご on what belongs to
 * the reader ("お名前", "ご用件"), the labels Japanese sites use ("アクセス", "定休日", "予約制"),
 * full-width punctuation, and "〜" for ranges.
 */
export const UI_JA: UiStrings = {
  skip: '本文へスキップ',
  menu: 'メニュー',
  mainNav: 'メインメニュー',
  footerNav: 'フッター',
  atAGlance: '概要',
  sampleLabel: 'これはサンプルです。',
  samplePrice: 'サンプル価格',
  perMonth: '/月',
  plan: 'プラン', includes: '内容', price: '料金', plans: '料金プラン',
  openingHours: '営業時間', findUs: 'アクセス', closed: '定休日', byAppointment: '予約制',
  days: ['月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日', '日曜日'],
  dayRange: '{from}〜{to}',
  address: '住所',
  areaServed: '対応エリア',
  email: 'メール', phone: '電話',
  form: {
    name: 'お名前', email: 'メールアドレス', phone: '電話番号', message: 'ご用件', date: 'ご希望日', time: 'ご希望時間',
    guests: '人数', notes: 'ご要望など（任意）', service: 'ご予約内容',
    send: '送信する', requestTable: '席の予約を申し込む', requestBooking: '予約を申し込む', subscribe: '登録する',
    previewSent: 'プレビュー：公開サイトでは、このフォームのメッセージがあなたに届きます。何も送信されていません。',
    sent: 'ありがとうございます。メッセージを送信しました。',
    failed: '送信できませんでした。もう一度お試しいただくか、直接ご連絡ください。',
    newsletter: '新着情報とお得なお知らせを月に1回ほどメールでお届けします。配信はいつでも停止できます。',
    subscribed: 'ありがとうございます。登録が完了しました。',
    leaveEmpty: 'この欄は空のままにしてください',
  },
  sample: {
    pricing: 'サンプルのプランと料金です。公開前に実際の内容に差し替えてください。',
    testimonials: 'サンプルのお客様の声です。ご本人の許可を得て、実際のお客様の言葉に差し替えてください。',
    hours: 'サンプルの営業時間と住所です。公開前に実際の情報に差し替えてください。',
    menu: 'サンプルの料理です。看板料理と価格を掲載するか、メニュー全体へのリンクを追加してください。',
    work: 'サンプルの実績です。実際の作品に差し替えてください。',
    products: 'サンプルの商品です。実際の商品、写真、価格に差し替えてください。',
    contact: 'サンプルの連絡先です。公開する前に実際の情報に差し替えてください。',
    gallery: 'イラストです。実際の写真に差し替えてください。',
    dates: 'サンプルの日程です。実際の日程と会場に差し替えてください。',
    team: 'サンプルのメンバーです。ご本人の許可を得て、実際のメンバーを掲載してください。',
    area: 'サンプルのエリアです。対応している地域を記載してください。',
  },
  notFound: { title: 'ページが見つかりません', text: 'お探しのページはここにはありません。移動した可能性があります。', back: '{name}に戻る' },
  photoCredit: '写真：{site}の{author}',
  photos: '写真',
  mapLink: '地図で見る',
  follow: 'フォローする',
  perYear: '/年', perHour: '/時間', perPerson: '/人',
};
