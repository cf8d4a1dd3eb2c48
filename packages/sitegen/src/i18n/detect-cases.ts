/**
 * The labelled briefs detect.test.ts measures language detection on (issue 15 §5), and on which franc-min
 * and tinyld were compared. Each brief is what `generate` passes to `detectLanguage`: description, audience,
 * key features, business name, in that order. Written for this purpose, 1–3 sentences each, in the kinds of
 * business the blueprints serve; the Portuguese set mixes European and Brazilian briefs on purpose.
 */
export interface LabelledBrief {
  /** The language a reader would say the brief is in (ISO 639-1). */
  lang: string;
  texts: string[];
}

/** A brief that is hard on purpose, with the answer detection must give and why. */
export interface TrickyBrief extends LabelledBrief {
  why: string;
}

const b = (lang: string, ...texts: string[]): LabelledBrief => ({ lang, texts });

/** Eight ordinary briefs per supported language. */
export const LABELLED_BRIEFS: LabelledBrief[] = [
  b('en', 'A neighbourhood bakery baking sourdough loaves and pastries every morning. We also cater small office breakfasts.', 'Locals and nearby offices', 'Sourdough', 'Catering', 'Online pre-orders', 'Rise & Shine Bakery'),
  b('en', 'Bookkeeping software that helps freelancers send invoices and track expenses without a spreadsheet.', 'Freelancers and small agencies', 'Invoicing', 'Expense tracking', 'Tax reports', 'Ledgerly'),
  b('en', 'Family-run plumbing service covering emergency repairs, boiler installs and bathroom refits.', 'Homeowners and landlords', '24/7 call-outs', 'Boiler servicing', 'Pipe & Co'),
  b('en', 'I’m a wedding photographer capturing relaxed, candid moments across the Lake District.', 'Couples planning a wedding', 'Full-day coverage', 'Engagement shoots', 'Emma Hart Photography'),
  b('en', 'A nonprofit that teaches coding to teenagers from low-income families after school.', 'Teenagers aged 13 to 18 and their parents', 'Free classes', 'Mentoring', 'Code Forward'),
  b('en', 'Yoga studio offering small group classes, prenatal yoga and weekend retreats.', 'Beginners and busy professionals', 'Drop-in classes', 'Retreats', 'Still Point Yoga'),
  b('en', 'Online shop selling handmade ceramic mugs, plates and vases glazed in small batches.', 'People who love handmade homeware', 'Free shipping', 'Gift wrapping', 'Clay & Kiln'),
  b('en', 'A two-day conference for product designers with talks, workshops and plenty of time to meet peers.', 'Product and UX designers', 'Workshops', 'Networking', 'Design Days'),

  b('es', 'Panadería artesanal en el centro de Valencia. Horneamos pan de masa madre y bollería cada mañana.', 'Vecinos del barrio y cafeterías', 'Pan de masa madre', 'Pedidos por encargo', 'Horno San Miguel'),
  b('es', 'Clínica dental familiar con más de veinte años de experiencia. Ofrecemos ortodoncia invisible e implantes.', 'Familias y adultos que buscan un dentista de confianza', 'Ortodoncia', 'Implantes', 'Urgencias', 'Clínica Dental Sonríe'),
  b('es', 'Software de gestión para restaurantes que simplifica las reservas, el inventario y los turnos del personal.', 'Dueños de restaurantes y gerentes', 'Reservas en línea', 'Control de inventario', 'Mesa Lista'),
  b('es', 'Soy fotógrafa de bodas y retrato en Buenos Aires. Me encanta contar historias con luz natural.', 'Parejas que se van a casar', 'Sesiones de pareja', 'Álbumes impresos', 'Lucía Ferrer Fotografía'),
  b('es', 'Asociación sin ánimo de lucro que reparte comida a familias necesitadas y organiza talleres de empleo.', 'Voluntarios y donantes', 'Banco de alimentos', 'Talleres', 'Manos Unidas del Sur'),
  b('es', 'Gimnasio boutique con clases de entrenamiento funcional en grupos reducidos y asesoría nutricional.', 'Adultos que quieren ponerse en forma', 'Clases grupales', 'Nutrición', 'Fuerza Norte'),
  b('es', 'Tienda online de cosmética natural elaborada con ingredientes ecológicos de origen local.', 'Mujeres y hombres que cuidan su piel', 'Envío gratuito', 'Productos veganos', 'Verde Piel'),
  b('es', 'Agencia de marketing digital especializada en pequeñas empresas. Diseñamos campañas y gestionamos redes sociales.', 'Pymes y autónomos', 'Gestión de redes', 'Publicidad', 'Agencia Faro'),

  b('pt', 'Pastelaria tradicional em Lisboa com pastéis de nata acabados de sair do forno e café de especialidade.', 'Moradores e turistas', 'Pastéis de nata', 'Encomendas', 'Pastelaria Estrela'),
  b('pt', 'Somos uma agência de viagens que organiza roteiros personalizados pelo Nordeste do Brasil.', 'Casais e famílias que querem férias tranquilas', 'Roteiros sob medida', 'Passeios de barco', 'Rota Azul Viagens'),
  b('pt', 'Clínica de fisioterapia especializada em lesões desportivas e reabilitação pós-operatória.', 'Atletas e pessoas em recuperação', 'Avaliação inicial', 'Pilates clínico', 'FisioMove'),
  b('pt', 'Aplicação de gestão financeira para pequenas empresas: faturação, despesas e relatórios num só lugar.', 'Pequenos empresários e contabilistas', 'Faturação', 'Relatórios mensais', 'Contas Claras'),
  b('pt', 'Sou ilustradora e crio retratos de família e convites de casamento pintados à mão.', 'Noivos e famílias', 'Aguarelas', 'Convites personalizados', 'Atelier Marta Sousa'),
  b('pt', 'Associação de proteção animal que resgata cães e gatos abandonados e promove a adoção responsável.', 'Pessoas que querem adotar ou ajudar', 'Adoção', 'Voluntariado', 'Patas Amigas'),
  b('pt', 'Loja online de roupa infantil feita com algodão orgânico, confortável e durável.', 'Mães e pais de crianças até aos oito anos', 'Algodão orgânico', 'Trocas gratuitas', 'Pequeno Algodão'),
  b('pt', 'Restaurante de cozinha mineira com comida caseira, feijão tropeiro e pão de queijo quentinho.', 'Famílias e trabalhadores da região', 'Almoço executivo', 'Entrega', 'Sabor de Minas'),

  b('fr', 'Boulangerie artisanale au cœur de Lyon. Nous préparons chaque jour du pain au levain et des viennoiseries pur beurre.', 'Habitants du quartier', 'Pain au levain', 'Commandes pour les fêtes', 'Au Bon Levain'),
  b('fr', 'Cabinet d’avocats spécialisé en droit du travail, au service des salariés comme des employeurs.', 'Salariés et petites entreprises', 'Consultation', 'Accompagnement aux prud’hommes', 'Cabinet Morel'),
  b('fr', 'Logiciel de planification pour les salons de coiffure : prise de rendez-vous en ligne et rappels par SMS.', 'Coiffeurs et gérants de salon', 'Agenda en ligne', 'Rappels automatiques', 'Coiffage Pro'),
  b('fr', 'Je suis photographe culinaire et je travaille avec des restaurants et des marques alimentaires.', 'Chefs et marques', 'Stylisme culinaire', 'Reportages', 'Claire Dubois Photo'),
  b('fr', 'Une association qui accompagne les personnes âgées isolées grâce à des visites de bénévoles.', 'Bénévoles et familles', 'Visites à domicile', 'Ateliers', 'Les Voisins Solidaires'),
  b('fr', 'Boutique en ligne de thés bio et d’infusions, sélectionnés auprès de petits producteurs.', 'Amateurs de thé', 'Livraison offerte', 'Coffrets cadeaux', 'La Maison du Thé Vert'),
  b('fr', 'Entreprise de rénovation intérieure : cuisines, salles de bains et peinture, avec devis gratuit.', 'Propriétaires', 'Devis gratuit', 'Garantie décennale', 'Rénov’Habitat'),
  b('fr', 'Festival de musique en plein air pendant trois jours, avec des artistes locaux et des ateliers pour enfants.', 'Familles et amateurs de musique', 'Concerts', 'Ateliers', 'Festival des Prés'),

  b('de', 'Familienbäckerei in Hamburg, die jeden Morgen frisches Sauerteigbrot und Brötchen backt.', 'Nachbarn und Cafés in der Umgebung', 'Sauerteigbrot', 'Vorbestellung', 'Bäckerei Kornblume'),
  b('de', 'Wir sind eine Steuerberatungskanzlei für Selbstständige und kleine Unternehmen in München.', 'Freiberufler und Gründer', 'Steuererklärung', 'Lohnbuchhaltung', 'Kanzlei Berger'),
  b('de', 'Eine Software für Handwerksbetriebe, mit der Sie Angebote, Rechnungen und Termine an einem Ort verwalten.', 'Handwerker und kleine Betriebe', 'Angebote', 'Rechnungen', 'Zeiterfassung', 'Werkplan'),
  b('de', 'Ich bin Hochzeitsfotografin und begleite Paare in ganz Bayern mit einem Blick für natürliche Momente.', 'Brautpaare', 'Ganztagesreportage', 'Fotobuch', 'Anna Weiß Fotografie'),
  b('de', 'Gemeinnütziger Verein, der Kindern aus benachteiligten Familien kostenlose Nachhilfe anbietet.', 'Ehrenamtliche und Spender', 'Nachhilfe', 'Lesepatenschaften', 'Lernbrücke e.V.'),
  b('de', 'Physiotherapiepraxis mit Schwerpunkt auf Rückenschmerzen, Sportverletzungen und manueller Therapie.', 'Patienten aller Altersgruppen', 'Krankengymnastik', 'Massage', 'Praxis am Park'),
  b('de', 'Onlineshop für nachhaltige Küchenutensilien aus Holz und Edelstahl, plastikfrei verpackt.', 'Umweltbewusste Haushalte', 'Kostenloser Versand', 'Plastikfreie Verpackung', 'Grünküche'),
  b('de', 'Ein zweitägiges Weinfest an der Mosel mit Verkostungen, Livemusik und regionalen Spezialitäten.', 'Weinliebhaber und Familien', 'Weinproben', 'Livemusik', 'Moselweinfest'),

  b('it', 'Pizzeria napoletana a conduzione familiare con forno a legna e impasto a lunga lievitazione.', 'Famiglie e gruppi di amici', 'Forno a legna', 'Asporto', 'Pizzeria Da Gennaro'),
  b('it', 'Studio di architettura che progetta case sostenibili e ristrutturazioni di appartamenti storici.', 'Privati e piccole imprese', 'Progettazione', 'Direzione lavori', 'Studio Verdi Architetti'),
  b('it', 'Un’app per la gestione delle prenotazioni di palestre e centri sportivi, semplice da usare.', 'Titolari di palestre', 'Prenotazioni online', 'Pagamenti', 'PrenotaFit'),
  b('it', 'Sono una fotografa di matrimoni in Toscana e racconto le vostre giornate con uno stile spontaneo.', 'Coppie di sposi', 'Servizio completo', 'Album fotografico', 'Giulia Rossi Fotografia'),
  b('it', 'Associazione di volontariato che aiuta i senzatetto con pasti caldi e assistenza sanitaria.', 'Volontari e donatori', 'Mensa', 'Ambulatorio', 'Mani Tese per Tutti'),
  b('it', 'Negozio online di olio extravergine d’oliva e prodotti tipici pugliesi spediti in tutta Europa.', 'Amanti della buona cucina', 'Spedizione rapida', 'Confezioni regalo', 'Oro di Puglia'),
  b('it', 'Scuola di lingue per adulti con corsi di inglese, spagnolo e tedesco in piccoli gruppi.', 'Adulti e professionisti', 'Corsi serali', 'Lezioni private', 'Parla Facile'),
  b('it', 'Idraulico con esperienza per riparazioni urgenti, installazione di caldaie e manutenzione.', 'Famiglie e condomini', 'Pronto intervento', 'Preventivi gratuiti', 'Idraulica Bianchi'),

  b('nl', 'Ambachtelijke bakkerij in Utrecht met vers zuurdesembrood, taarten en koffie om mee te nemen.', 'Buurtbewoners', 'Zuurdesem', 'Taarten op bestelling', 'Bakkerij De Korenschoof'),
  b('nl', 'Wij zijn een klein webbureau dat websites en webshops bouwt voor ondernemers in het MKB.', 'Ondernemers en zzp’ers', 'Webdesign', 'Onderhoud', 'Studio Pixelhaven'),
  b('nl', 'Fysiotherapiepraktijk voor sportblessures, rugklachten en revalidatie na een operatie.', 'Sporters en ouderen', 'Dry needling', 'Sportmassage', 'Fysio Vondelpark'),
  b('nl', 'Boekhoudsoftware voor zzp’ers: facturen versturen, uren bijhouden en je btw-aangifte in een paar klikken.', 'Zelfstandigen', 'Facturatie', 'Urenregistratie', 'Boekvast'),
  b('nl', 'Ik ben fotograaf en maak ontspannen gezinsportretten op locatie in en rond Amsterdam.', 'Gezinnen met jonge kinderen', 'Fotoshoot op locatie', 'Fotoalbum', 'Fotografie Sanne de Vries'),
  b('nl', 'Stichting die kinderen in armoede helpt met sportlessen, schoolspullen en een warme maaltijd.', 'Vrijwilligers en donateurs', 'Sportfonds', 'Huiswerkbegeleiding', 'Stichting Kansrijk'),
  b('nl', 'Webwinkel met duurzame kinderkleding van biologisch katoen, eerlijk geproduceerd in Europa.', 'Ouders die bewust kopen', 'Gratis verzending', 'Ruilen binnen dertig dagen', 'Kleine Katoen'),
  b('nl', 'Een gezellig eetcafé aan de gracht met huisgemaakte soepen, dagschotels en speciaalbieren.', 'Buurtbewoners en toeristen', 'Lunch', 'Terras', 'Eetcafé De Gracht'),

  b('ar', 'مخبز عائلي في عمّان يقدم الخبز الطازج والمعجنات الشرقية كل صباح.', 'سكان الحي والعائلات', 'خبز طازج', 'طلبات مسبقة', 'مخبز الياسمين'),
  b('ar', 'عيادة أسنان حديثة تقدم خدمات تقويم الأسنان وزراعتها وتبييضها بأحدث التقنيات.', 'العائلات والبالغون', 'تقويم الأسنان', 'زراعة الأسنان', 'عيادة الابتسامة'),
  b('ar', 'تطبيق لإدارة المواعيد في صالونات التجميل يرسل تذكيرات تلقائية للعملاء.', 'أصحاب الصالونات', 'حجز عبر الإنترنت', 'تذكيرات', 'موعدي'),
  b('ar', 'أنا مصورة فوتوغرافية متخصصة في تصوير حفلات الزفاف والمناسبات العائلية في دبي.', 'العرسان والعائلات', 'تصوير الزفاف', 'ألبومات مطبوعة', 'عدسة سارة'),
  b('ar', 'جمعية خيرية تساعد الأسر المحتاجة بتوفير الغذاء والملابس والدعم التعليمي للأطفال.', 'المتطوعون والمتبرعون', 'سلال غذائية', 'دروس تقوية', 'جمعية الأمل'),
  b('ar', 'متجر إلكتروني لبيع العطور والبخور العربي الأصيل مع توصيل سريع داخل المملكة.', 'محبو العطور الشرقية', 'توصيل مجاني', 'تغليف هدايا', 'دار العود'),
  b('ar', 'شركة مقاولات متخصصة في ترميم المنازل والتصميم الداخلي للشقق والفلل.', 'أصحاب المنازل', 'تصميم داخلي', 'ترميم', 'البناء المتقن'),
  b('ar', 'مطعم يقدم المأكولات اللبنانية التقليدية مثل المشاوي والمقبلات في أجواء عائلية.', 'العائلات والأصدقاء', 'مشاوي', 'توصيل', 'مطعم الأرزة'),

  b('ja', '東京の下町にある小さなパン屋です。毎朝、天然酵母のパンと焼き菓子を焼いています。', '近所の方々', '天然酵母パン', '予約販売', 'ベーカリー木もれび'),
  b('ja', '中小企業向けのクラウド会計ソフトです。請求書の作成や経費の管理がかんたんにできます。', '中小企業の経営者', '請求書作成', '経費精算', 'かんたん会計'),
  b('ja', '大阪で家族経営の歯科医院を営んでいます。痛みの少ない治療を心がけています。', '地域のご家族', '小児歯科', 'ホワイトニング', 'さくら歯科'),
  b('ja', 'フリーランスのカメラマンとして、結婚式や家族写真を撮影しています。', '結婚を控えたカップル', '出張撮影', 'アルバム制作', 'ひかり写真室'),
  b('ja', '子ども食堂を運営するNPO法人です。地域の子どもたちに温かい食事と居場所を届けています。', 'ボランティアと寄付者', '子ども食堂', '学習支援', 'みんなの食卓'),
  b('ja', '京都の老舗和菓子店です。季節の上生菓子やお茶をオンラインでもお買い求めいただけます。', '和菓子が好きな方', '季節限定', '贈答用', '京菓子 花月'),
  b('ja', 'ヨガとピラティスのスタジオです。初心者の方も安心して参加できる少人数制のクラスです。', '初心者と働く女性', '少人数クラス', '体験レッスン', 'スタジオ凪'),
  b('ja', '地元の野菜を使ったイタリアンレストランです。ランチとディナーを営業しています。', 'カップルとご家族', 'ランチ', '貸切', 'トラットリア 畑'),

  b('zh', '我们是一家位于上海的手工面包店，每天早上新鲜出炉各种欧式面包和甜点。', '附近的居民和上班族', '手工面包', '预订', '麦香坊'),
  b('zh', '为中小企业提供财务管理软件，轻松完成开票、记账和报税。', '中小企业老板和会计', '电子发票', '自动记账', '账易通'),
  b('zh', '一家专注于儿童英语教育的培训机构，采用小班教学，寓教于乐。', '三到十二岁孩子的家长', '小班教学', '外教课程', '乐学英语'),
  b('zh', '我是一名婚礼摄影师，擅长用自然光记录新人最真实的瞬间。', '即将结婚的新人', '婚礼跟拍', '相册制作', '光影工作室'),
  b('zh', '公益组织，致力于为山区留守儿童提供图书、文具和课外辅导。', '志愿者和捐赠者', '图书捐赠', '支教', '春苗公益'),
  b('zh', '线上茶叶商店，直接从福建和云南的茶农手中采购优质茶叶。', '喜欢喝茶的人', '包邮', '礼盒装', '山间茶舍'),
  b('zh', '专业装修公司，提供室内设计、旧房翻新和全包施工服务。', '有装修需求的业主', '免费设计', '售后保障', '匠心装饰'),
  b('zh', '川菜餐厅，主打麻辣火锅和地道家常菜，欢迎家庭聚餐。', '家庭和朋友聚会', '火锅', '外卖', '蜀味轩'),
];

const t = (lang: string, why: string, ...texts: string[]): TrickyBrief => ({ lang, why, texts });

/** Hard cases: mixed languages, near neighbours, scripts shared by several languages, junk input. */
export const TRICKY_BRIEFS: TrickyBrief[] = [
  t('nl', 'a short Dutch trade brief the identifier reads as Czech; its trade words are Dutch', 'Kapsalon in Utrecht: knippen, kleuren en föhnen.', 'Dames en heren', 'Online afspraak', 'Kapsalon Noor'),
  t('de', 'a German trade brief of nouns only, no grammar words', 'Malerbetrieb in Leipzig. Innenanstrich, Fassaden, Tapezieren.', 'Privatkunden', 'Festpreis', 'Maler Krüger'),
  t('it', 'an Italian trade brief whose "a" and "e" other languages share, a toss-up with Portuguese', 'Idraulico a Milano: perdite, caldaie e bagni.', 'Privati', 'Preventivo gratuito', 'Idraulica Rossi'),
  t('en', 'an English brief whose place is a Spanish word and whose trade is English', 'Mobile mechanic, Bristol. Servicing and repairs at your home.', 'Drivers', 'Servicing', 'Fix Mobile'),
  t('de', 'German trade nouns the identifier reads as Indonesian first, German second; "und" is German alone', 'Elektriker in Köln: Elektroinstallation, Photovoltaik-Anlagen und Wallbox-Montage.', 'Hausbesitzer', 'Meisterbetrieb', 'Notdienst', 'Elektro Schmidt'),
  t('de', 'Japanese dish names in a German brief, which the identifier reads as Berber', 'Kleine Ramen-Bar in Berlin-Neukölln mit hausgemachten Nudeln, Gyoza und Sake.', 'Nachbarn und Studierende', 'Tonkotsu-Ramen', 'Vegane Miso-Ramen', 'Gyoza', 'Nudelbar Kiez'),
  t('nl', 'Indonesian dish names in a Dutch brief', 'Indonesisch restaurant in Utrecht met rendang, saté en rijsttafel.', 'Liefhebbers van de Indonesische keuken', 'Rijsttafel', 'Saté', 'Rendang', 'Warung Bali'),
  t('es', 'English product words inside a Spanish brief', 'Somos una startup que ayuda a las tiendas online a vender más con email marketing y analytics.', 'Ecommerce managers y founders', 'Email marketing', 'Dashboard', 'A/B testing', 'GrowthLab'),
  t('de', 'English feature names inside a German brief', 'Wir entwickeln eine Cloud-Plattform für Teams, die ihre Projekte, Aufgaben und Deadlines im Blick behalten wollen.', 'Startups und Agenturen', 'Kanban Board', 'Time Tracking', 'Slack Integration', 'Team Dashboard', 'TaskFlow'),
  t('fr', 'Anglicisms inside a French brief', 'Une agence de marketing digital qui booste votre business avec du content marketing et des ads.', 'Startups et PME', 'Social media', 'Branding', 'Growth Hacking Studio'),
  t('de', 'An English company name on a German brief', 'Wir planen und pflegen Gärten und Dachterrassen für Privatkunden und Firmen im Raum Köln.', 'Hausbesitzer und Unternehmen', 'Gartenpflege', 'Green Garden Solutions GmbH'),
  t('en', 'A German-looking name (“Café Ümlaut”) on an English brief', 'A cosy café serving specialty coffee, homemade cakes and light lunches in the heart of Bristol.', 'Students and remote workers', 'Free Wi-Fi', 'Vegan options', 'Café Ümlaut'),
  t('en', 'German words in the name of an English brief', 'A traditional German bakery in Chicago selling pretzels, rye bread and seasonal cakes.', 'Families and expats', 'Fresh pretzels', 'Müller & Söhne Bäckerei'),
  t('en', 'Spanish dish names inside an English brief', 'An authentic taqueria serving tacos al pastor, carnitas, horchata and churros with hot chocolate.', 'Food lovers downtown', 'Late opening', 'La Casa del Sol'),
  t('en', 'An English brief about a trattoria: Italian nouns and no Italian grammar give an unsure Italian guess', 'Family-run trattoria serving hand-made pasta.', 'Families', 'Pasta', 'Casa Nonna'),
  t('en', 'A four-word English brief about a trattoria', 'Family trattoria in Lisbon.', 'Locals', 'Pasta', 'Casa Dominio'),
  t('it', 'A short Italian brief: its grammar (con, a) backs the guess', 'Trattoria familiare con pasta fatta a mano.', 'Famiglie', 'Pasta', 'Casa Nonna'),
  t('en', 'A one-word brief: too short to tell, so English', 'x'),
  t('en', 'Numbers only: no language, so English', '12345', '678 910'),
  t('en', 'Hostile HTML: tags are not words, what is left is too short, so English', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>'),
  t('es', 'Spanish wrapped in hostile HTML: the tags are dropped, the words still count', '<b>Panadería</b> artesanal en Sevilla <script>alert("hola")</script>. Horneamos pan y dulces típicos cada mañana.', 'Vecinos del barrio', 'Horno Triana'),
  t('en', 'No text at all', '', '   '),
  t('en', 'Acronyms only (tinyld reads “SEO, CRM, SaaS” as Irish): too little to tell, so English', 'SEO, CRM, SaaS'),
  t('en', 'Feature names only: too little to tell, so English', 'Web design, SEO', 'Branding, UX, UI'),
  t('en', 'Emoji and a link only', '🍕🍕🍕 https://example.com', 'info@example.com'),
  t('he', 'Hebrew script is Hebrew', 'סטודיו ליוגה בתל אביב עם שיעורים בקבוצות קטנות וסדנאות בסופי שבוע.', 'מתחילים ומתקדמים', 'סטודיו שקט'),
  t('fa', 'Persian in Arabic script, told apart by its letters (پ چ ژ گ ی ک)', 'یک نانوایی سنتی در تهران که هر روز نان تازه و شیرینی‌های خانگی می‌پزد.', 'خانواده‌ها و همسایه‌ها', 'نان تازه', 'نانوایی گندم'),
  t('ur', 'Urdu in Arabic script, told apart by its letters (ٹ ڈ ڑ ں ے ہ)', 'لاہور میں ایک خاندانی ریسٹورنٹ جہاں روایتی پاکستانی کھانے اور تازہ نان پیش کیے جاتے ہیں۔', 'خاندان اور دوست', 'بریانی', 'ذائقہ ریسٹورنٹ'),
  t('ar', 'Latin brand names inside an Arabic brief', 'متجر إلكتروني لبيع أجهزة iPhone و Samsung الأصلية مع ضمان وتوصيل سريع.', 'الشباب ومحبو التقنية', 'ضمان', 'Tech Zone'),
  t('pt', 'Portuguese, not Spanish (near neighbours)', 'Oferecemos aulas de dança para crianças e adultos em São Paulo.', 'Famílias', 'Escola Passo Certo'),
  t('es', 'Spanish, not Portuguese (near neighbours)', 'Ofrecemos clases de baile para niños y adultos en Sevilla.', 'Familias', 'Escuela Paso Firme'),
  t('pt', 'Brazilian Portuguese is Portuguese', 'Você encontra aqui os melhores produtos naturais, com entrega rápida para todo o Brasil.', 'Quem busca uma vida saudável', 'Empório Natural'),
  t('nl', 'Dutch, not German (near neighbours)', 'Wij bieden fietsreparaties en onderhoud voor alle merken, snel en betaalbaar.', 'Fietsers in de stad', 'Fietsmaker Jansen'),
  t('de', 'German, not Dutch (near neighbours)', 'Wir bieten Fahrradreparaturen und Wartung für alle Marken, schnell und günstig.', 'Radfahrer in der Stadt', 'Radwerk Jansen'),
  t('ja', 'Kana anywhere means Japanese, even with Latin acronyms', 'SaaS型のCRMツールです。', '営業チーム', 'CRM'),
  t('ja', 'Kanji-only Japanese: shinjitai letters that Simplified Chinese writes differently (駅 歯 県 沢)', '渋谷駅前歯科医院', '神奈川県 金沢区', '予約制'),
  t('zh', 'Kanji-only text with Simplified letters is Chinese', '北京市朝阳区牙科诊所', '预约制'),
  t('zh', 'Traditional Chinese is Chinese (the tables are Simplified)', '我們是一家位於台北的咖啡店，提供手沖咖啡和自製甜點。', '上班族和學生', '咖啡時光'),
  t('ko', 'Hangul is Korean (unsupported: English strings, lang on each part)', '서울에 있는 작은 카페입니다. 직접 구운 케이크와 핸드드립 커피를 판매합니다.', '직장인과 학생', '카페 온기'),
  t('sv', 'Swedish (unsupported), reported when a whole sentence says so', 'Ett litet bageri i Göteborg som bakar surdegsbröd och kanelbullar varje morgon.', 'Grannar', 'Bageri Vete'),
  t('ru', 'Russian (unsupported, but its code is still reported)', 'Небольшая пекарня в центре Москвы: свежий хлеб и выпечка каждый день.', 'Жители района', 'Пекарня Колос'),
];

/**
 * Three more briefs per supported language, written after the thresholds in detect.ts were set and kept
 * apart from them, to check those were not fitted to the briefs above.
 */
export const HELD_OUT_BRIEFS: LabelledBrief[] = [
  b('en', 'Mobile dog grooming van that comes to your door, so nervous dogs stay calm and close to home.', 'Busy dog owners', 'Nail trims', 'Puppy first groom', 'Waggy Wash'),
  b('en', 'I build custom furniture from reclaimed oak and walnut in my small workshop.', 'Homeowners who want one-off pieces', 'Dining tables', 'Commissions', 'Tom Reid Furniture'),
  b('en', 'An app that reminds teams to take breaks and tracks how focused time is spent.', 'Remote teams', 'Focus timer', 'Weekly insights', 'Pausely'),
  b('es', 'Escuela de surf en Cádiz con clases para principiantes y alquiler de tablas durante todo el año.', 'Turistas y jóvenes de la zona', 'Clases en grupo', 'Alquiler de material', 'Ola Brava'),
  b('es', 'Ayudamos a las pymes a llevar su contabilidad y sus impuestos sin complicaciones.', 'Pequeños negocios y trabajadores por cuenta propia', 'Asesoría fiscal', 'Nóminas', 'Gestoría Andrade'),
  b('es', 'Floristería de barrio con ramos de temporada, coronas y decoración para bodas.', 'Novios y vecinos', 'Entrega a domicilio', 'Flores para eventos', 'Flores Amapola'),
  b('pt', 'Oficina de bicicletas no Porto com reparações rápidas e aluguer de bicicletas elétricas.', 'Ciclistas e turistas', 'Revisão completa', 'Aluguer', 'Pedal Norte'),
  b('pt', 'Ajudamos pequenas empresas a criar lojas online bonitas e fáceis de gerir.', 'Empreendedores e artesãos', 'Design de lojas', 'Pagamentos seguros', 'Vitrine Digital'),
  b('pt', 'Escola de música para crianças e adultos, com aulas de piano, guitarra e canto.', 'Famílias e apaixonados por música', 'Aulas individuais', 'Audições', 'Casa da Música Lia'),
  b('fr', 'Studio de yoga à Bordeaux proposant des cours doux, du yoga prénatal et des stages le week-end.', 'Débutants et futures mamans', 'Cours collectifs', 'Stages', 'Yoga Lumière'),
  b('fr', 'Nous aidons les commerçants à gérer leurs stocks et leurs ventes depuis une seule application.', 'Commerçants indépendants', 'Gestion des stocks', 'Caisse connectée', 'Stockéo'),
  b('fr', 'Traiteur pour mariages et événements d’entreprise, avec une cuisine de saison faite maison.', 'Futurs mariés et entreprises', 'Buffets', 'Cocktails', 'Saveurs de Saison'),
  b('de', 'Hundeschule in Leipzig mit Welpenkursen, Einzeltraining und Hilfe bei Problemverhalten.', 'Hundebesitzer', 'Welpenkurs', 'Einzeltraining', 'Pfotenglück'),
  b('de', 'Wir reparieren Smartphones, Tablets und Laptops schnell und zu fairen Preisen.', 'Privatkunden und Schulen', 'Displaytausch', 'Datenrettung', 'FixIt Berlin'),
  b('de', 'Kleines Weingut an der Ahr, das Spätburgunder und Riesling in Handarbeit ausbaut.', 'Weinfreunde', 'Weinproben', 'Onlineshop', 'Weingut Schäfer'),
  b('it', 'Agriturismo in Umbria con camere immerse negli ulivi, cucina casalinga e piscina.', 'Famiglie e coppie in vacanza', 'Colazione inclusa', 'Corsi di cucina', 'Il Poggio degli Ulivi'),
  b('it', 'Aiutiamo i negozi a vendere online con siti semplici e pagamenti sicuri.', 'Commercianti e artigiani', 'Siti e-commerce', 'Assistenza', 'Vetrina Facile'),
  b('it', 'Sono un personal trainer e seguo i miei clienti con programmi su misura, anche a distanza.', 'Adulti che vogliono rimettersi in forma', 'Allenamento online', 'Piani alimentari', 'Marco Fit'),
  b('nl', 'Hondentrimsalon in Eindhoven waar uw hond rustig en met aandacht wordt verzorgd.', 'Hondenbezitters', 'Trimmen', 'Nagels knippen', 'Trimsalon Snuffel'),
  b('nl', 'Wij helpen kleine bedrijven met hun administratie, loonstrook en belastingaangifte.', 'Ondernemers in de regio', 'Boekhouding', 'Salarisadministratie', 'Administratiekantoor Visser'),
  b('nl', 'Een bloemenwinkel met boeketten van seizoensbloemen, bezorgd in heel Den Haag.', 'Iedereen die iemand wil verrassen', 'Bezorging', 'Rouwwerk', 'Bloemenhuis Tulp'),
  b('ar', 'مدرسة لتعليم قيادة السيارات بمدربين معتمدين ودروس مرنة تناسب مواعيدك.', 'المبتدئون والطلاب', 'دروس عملية', 'اختبار تجريبي', 'مدرسة الطريق'),
  b('ar', 'نساعد الشركات الصغيرة على إدارة حساباتها وفواتيرها بسهولة من مكان واحد.', 'أصحاب المشاريع الصغيرة', 'فواتير إلكترونية', 'تقارير شهرية', 'حساباتي'),
  b('ar', 'محل حلويات شرقية يقدم الكنافة والبقلاوة الطازجة يوميا مع خدمة التوصيل.', 'العائلات ومحبو الحلويات', 'طلبات المناسبات', 'توصيل', 'حلويات الشام'),
  b('ja', '横浜にある犬のトリミングサロンです。小型犬から大型犬まで対応しています。', '愛犬家の方', 'トリミング', 'ホテル', 'わんわんサロン'),
  b('ja', '小さな会社のための勤怠管理アプリです。スマホから打刻できます。', '中小企業の総務担当者', '打刻', 'シフト管理', 'キンタイ'),
  b('ja', '福岡の花屋です。季節の花束やアレンジメントをお届けします。', '贈り物を探している方', '配達', 'ウェディング', '花工房 つばき'),
  b('zh', '位于杭州的宠物美容店，提供洗澡、修剪和寄养服务。', '养宠物的家庭', '宠物洗护', '寄养', '萌宠之家'),
  b('zh', '帮助小商家快速搭建网上商店，支持多种支付方式。', '小商家和手工艺人', '在线支付', '商品管理', '开店宝'),
  b('zh', '一家温馨的花店，每天提供新鲜花束，支持同城配送。', '想送花给亲友的人', '同城配送', '婚礼花艺', '花语小筑'),
];
