import type { V, Voice } from './types';
import { pick } from '../words';

/**
 * Supporting lines for key features by what the feature is about (issue 15 §3: copy that reads as
 * written for the business, not stock phrasing). The offline writer has only the feature's own words,
 * so a line says what such a feature means to a customer in general terms ("Same-day appointments" →
 * "For when it can't wait.") and states no fact the brief does not give: no numbers, names, prices or
 * promises beyond the feature itself. A feature no theme fits, or a second feature of a theme already
 * used on the page, keeps the blueprint's rotating line (BlueprintCopy `featureText`).
 *
 * Each language lists its themes in order (the first whose pattern matches the lower-cased feature
 * wins), in the register and punctuation of that language's phrasebook. Every site language has a
 * table; a page language without one (Hebrew…) keeps the rotating lines.
 */
export type FeatureTheme = readonly [pattern: RegExp, line: V<string>];

const EN: readonly FeatureTheme[] = [
  [/\b(?:free|easy|hassle[- ]free|extended) returns\b|returns polic|shipping|delivery|\bdeliver|dispatch|click[- ]and[- ]collect/, 'Ordering stays simple, from checkout to your door.'],
  [/gluten|vegan|vegetarian|allerg|dietary|halal|kosher|dairy[- ]free|oat milk|plant[- ]based/, { we: 'Tell us what you need when you book or order.', i: 'Tell me what you need when you book or order.' }],
  [/organic|recycl|\beco\b|eco-|carbon|sustainab|ethical|fair[- ]?trade|plastic[- ]free|responsibly/, 'Chosen with care for what goes into it and where it comes from.'],
  [/hand[- ]?made|home[- ]?made|home[- ]?cooked|hand[- ]?built|hand[- ]?crafted|artisan|from scratch|small[- ]batch|sourdough/, 'Made with time and care, not in a hurry.'],
  [/\bfresh\b|made daily|baked (?:on site|daily|fresh|in[- ]house)|of the day|seasonal/, 'Something new to look forward to each time you come.'],
  [/wood[- ]fired|charcoal|open fire|\bgrill/, 'Cooked the traditional way, over real fire.'],
  [/private (?:dining|room|parties|party|events?|hire)|terrace|garden seating|courtyard|rooftop|event space|function room/, 'For the occasions that call for a space of your own.'],
  [/wi-?fi|parking|accessib|wheelchair|step[- ]free|pet[- ]friendly|dog[- ]friendly/, 'One less thing to think about when you come.'],
  [/luggage|transfers?\b|pick[- ]?up|drop[- ]off|courtesy car|loan car|collection and delivery/, 'One less thing to carry or arrange yourself.'],
  [/same[- ]day|next[- ]day|\bfast\b|quick|express|rapid|instant|24\/7|emergency/, 'For when it can’t wait.'],
  [/evening|weekend|flexible|late[- ]night|early morning|\bslots?\b/, 'Times that fit around work, school and everything else.'],
  [/\bfree (?:valuation|consultation|quote|estimate|trial|assessment|demo|first|initial|introductory|taster|survey|\d+[- ]min(?:ute)?|call|chat|session|class|lesson|visit|check)|\b(?:first|trial|taster|intro(?:ductory)?) (?:class|session|lesson|visit|call|consultation)s? (?:is )?free\b/, 'An easy first step, before you decide anything.'],
  [/fixed[- ](?:[a-z]+ )?(?:fees?|prices?|pricing|rates?)\b|flat[- ]fee|flat[- ]rate|affordable|transparent pric|no hidden|upfront|at no extra cost|no extra charge/, 'You know what it costs before you commit.'],
  [/certified|qualified|licen[cs]ed|accredited|approved|experienced|expert|specialist|registered|chartered|award|trained|\binsured\b|vetted|dbs[- ]checked|gas safe|niceic/, 'The know-how you’d want on your side.'],
  [/one[- ]to[- ]one|\b1[:-]1\b|\b1[- ]to[- ]1\b|personal|tailored|bespoke|small[- ]group|groups? of \d+|or fewer|individual|made to measure/, 'The attention stays on you, not on getting through a list.'],
  [/virtual tours?|video tours?|3d tours?|walk[- ]?through|floor ?plans?/, 'A proper look around before you visit.'],
  [/online booking|book(?:ing)? online|\bbook in seconds|instant booking/, 'Booking takes a minute, whenever it suits you.'],
  [/beginner|no experience|first[- ]timers?|introductory|taster|trial (?:lesson|class|session)s?/, 'A good place to start, whatever your experience.'],
  [/membership|subscription|monthly pass|season ticket|loyalty/, 'For when you want to keep coming back.'],
  [/pre-?order|presale|pre-?sale|early access|waiting list/, 'Be among the first to have it.'],
  [/soc ?2|iso ?27001|hipaa|pci[- ]dss|encrypt|single sign-on|\bsso\b/, 'The assurances a security review asks for.'],
  [/reports?\b|progress|tracking|check[- ]?ins?\b|insights?|dashboards?|timeline|alerts?\b/, 'So you always know where things stand.'],
  [/insurance|payments?\b|instal(?:l)?ments|financ|invoic|billing|direct debit/, 'Paying is straightforward, without the runaround.'],
  [/automat|\bauto-|\bsync|integrat|one[- ]click|real[- ]time|reconcil|capture|extract/, 'Less manual work, and fewer things to chase.'],
  [/shar(?:e|ed|ing)\b|collaborat|invite|team access|multi[- ]user/, 'Bring in the people you work with, without emailing files around.'],
  [/support|guarantee|warrant|aftercare|follow[- ]up|maintenance|servicing/, 'Help is there afterwards too, not just before.'],
  [/walk[- ]?ins?\b|drop[- ]?ins?\b|no appointment|without an appointment/, 'Drop by when it suits you.'],
  [/\bkids?\b|\bchild(?:ren)?\b|family[- ]friendly|\bfamil(?:y|ies)\b|toddlers?|\bbab(?:y|ies)\b|juniors?\b/, 'Little ones are made welcome too.'],
  [/\bopen (?:\d|from|until|till|late|early|daily|every|seven|7)|\d(?:[:.]\d\d)?\s?(?:am|pm)\b|opening (?:hours|times)|(?:7|seven) days a week/, 'Hours you can plan your day around.'],
  [/\bmeals?\b|\blunch(?:es)?\b|breakfasts?|\bsnacks?\b|\bbrunch|\bdinners?\b/, 'Good food is part of the day here.'],
  [/forest|outdoor|outside|woodland|\bnature\b|fresh air|\bgardens?\b|countryside/, 'Time outside, in the fresh air.'],
  [/install|\bfitting\b|\bfitted\b|repairs?\b|rewir|replacement|assembly/, 'Done properly, from start to finish.'],
  [/\bfree (?:for|plan|tier|forever|up to)|free to (?:start|use|try)|no credit card/, 'Start without paying anything.'],
  [/\bplans?\b|programmes?\b|programs?\b|routines?\b/, 'A clear plan to follow, step by step.'],
  [/visuali[sz]|3d (?:renders?|models?|designs?)|renders?\b|mock[- ]?ups?|mood ?boards?|concept boards?/, 'See how it will look before anything changes.'],
  [/project manage|coordinat|end[- ]to[- ]end|turnkey|managed for you/, 'Someone keeping it all on track, so you don’t have to.'],
  [/\bexams?\b|test prep|gcse|a[- ]levels?|\bgrades?\b|ielts|toefl/, 'Step by step, so the day itself holds fewer surprises.'],
];

const ES: readonly FeatureTheme[] = [
  [/env[ií]o|entrega|a domicilio|devoluci/, 'Pedir es sencillo, desde el pago hasta su puerta.'],
  [/sin gluten|vegan|vegetarian|al[eé]rg/, { we: 'Díganos qué necesita al reservar o al pedir.', i: 'Dígame qué necesita al reservar o al pedir.' }],
  [/ecol[oó]gic|org[aá]nic|sostenib|reciclad|carbono/, 'Elegido con cuidado: qué lleva y de dónde viene.'],
  [/hecho a mano|artesan|casero|masa madre/, 'Hecho con tiempo y cuidado, sin prisas.'],
  [/mismo d[ií]a|urgencia|r[aá]pid|24 ?h/, 'Para cuando no puede esperar.'],
  [/flexib|fines? de semana|por la tarde|por la noche/, 'Horarios que encajan con el trabajo, el colegio y todo lo demás.'],
  [/(?:consulta|valoraci[oó]n|presupuesto|prueba|primera visita)\S* gratu/, 'Un primer paso sencillo, antes de decidir nada.'],
  [/precio cerrado|tarifa plana|sin costes? ocultos|asequible|sin coste adicional/, 'Sabe lo que cuesta antes de comprometerse.'],
  [/certificad|cualificad|titulad|colegiad|expert|especialista/, 'El conocimiento que querría tener de su lado.'],
  [/personalizad|a medida|individual|grupos reducidos|uno a uno/, 'La atención está en usted, no en despachar una lista.'],
  [/visitas? virtual|recorrido virtual|planos|3d/, 'Véalo bien antes de decidir nada.'],
  [/informe|seguimiento|progreso|panel/, 'Para que siempre sepa en qué punto están las cosas.'],
  [/autom[aá]tic|sincroniz|integraci|exporta|captura/, 'Menos trabajo manual y menos cosas que perseguir.'],
  [/soporte|garant[ií]a|mantenimiento|posventa|asistencia/, 'La ayuda sigue ahí después, no solo antes.'],
  [/sin cita|sin reserva/, 'Pase cuando le venga bien.'],
  [/ni[ñn][oa]s|infantil|familia|beb[eé]s?/, 'Los más pequeños también son bienvenidos.'],
  [/abierto|horario|\d{1,2}[:.]\d{2}/, 'Un horario con el que puede organizar su día.'],
  [/comidas?\b|men[uú]\b|desayun|almuerzo|cenas?\b/, 'La buena comida forma parte del día.'],
  [/aire libre|bosque|naturaleza|jard[ií]n|exterior/, 'Tiempo fuera, al aire libre.'],
  [/instalaci|montaje|reparaci|reforma/, 'Bien hecho, de principio a fin.'],
];

const PT: readonly FeatureTheme[] = [
  [/envio|entrega|ao domic[ií]lio|devolu[çc]/, 'Encomendar é simples, do pagamento até à sua porta.'],
  [/sem gl[uú]ten|vegan|vegetarian|alerg/, { we: 'Diga-nos do que precisa ao reservar ou encomendar.', i: 'Diga-me do que precisa ao reservar ou encomendar.' }],
  [/biol[oó]gic|org[aâ]nic|sustent[aá]|reciclad|carbono/, 'Escolhido com cuidado: o que leva e de onde vem.'],
  [/feito [aà] m[aã]o|artesana|caseir|massa[- ]m[aã]e/, 'Feito com tempo e cuidado, sem pressas.'],
  [/mesmo dia|urg[eê]ncia|r[aá]pid|24 ?h/, 'Para quando não pode esperar.'],
  [/flex[ií]ve|fins? de semana|[aà] noite|pós-laboral/, 'Horários que se ajustam ao trabalho, à escola e a tudo o resto.'],
  [/(?:consulta|avalia[çc][aã]o|or[çc]amento|experi[eê]ncia|aula)\S* gratu/, 'Um primeiro passo simples, antes de decidir o que quer que seja.'],
  [/pre[çc]o fechado|pre[çc]o fixo|sem custos? (?:ocultos|extra)|acess[ií]ve/, 'Sabe quanto custa antes de se comprometer.'],
  [/certificad|qualificad|especialista|experiente/, 'O saber que gostaria de ter do seu lado.'],
  [/personalizad|[aà] medida|individua|grupos pequenos/, 'A atenção está em si, não em despachar uma lista.'],
  [/visitas? virtu|plantas|3d/, 'Veja tudo bem antes de decidir.'],
  [/relat[oó]rio|acompanhamento|progresso|painel/, 'Para saber sempre em que ponto estão as coisas.'],
  [/autom[aá]tic|sincroniz|integra[çc]|exporta|captura/, 'Menos trabalho manual e menos coisas para andar atrás.'],
  [/suporte|garantia|manuten[çc]|assist[eê]ncia/, 'A ajuda continua lá depois, não só antes.'],
  [/sem marca[çc][aã]o|sem reserva/, 'Passe por cá quando lhe der jeito.'],
  [/crian[çc]as|infantil|fam[ií]lia|beb[eé]s?/, 'Os mais pequenos também são bem-vindos.'],
  [/aberto|hor[aá]rio|\d{1,2}[:h]\d{2}/, 'Um horário com que pode organizar o seu dia.'],
  [/refei[çc]|almo[çc]o|jantar|pequeno-almo|menu\b/, 'A boa comida faz parte do dia.'],
  [/ar livre|floresta|natureza|jardim|exterior/, 'Tempo lá fora, ao ar livre.'],
  [/instala[çc]|montagem|repara[çc]|remodela/, 'Bem feito, do início ao fim.'],
];

const FR: readonly FeatureTheme[] = [
  [/livraison|retours? gratuit|exp[eé]dition/, 'Commander reste simple, du paiement jusqu’à votre porte.'],
  [/sans gluten|v[eé]gan|v[eé]g[eé]tarien|allerg/, { we: 'Dites-nous ce qu’il vous faut en réservant ou en commandant.', i: 'Dites-moi ce qu’il vous faut en réservant ou en commandant.' }],
  [/\bbio\b|biologique|durable|recycl|carbone|[eé]colog/, 'Choisi avec soin\u00a0: ce qu’il contient et d’où il vient.'],
  [/fait main|artisan|fait maison|levain/, 'Fait avec du temps et du soin, sans se presser.'],
  [/le jour m[eê]me|urgence|rapide|24 ?h/, 'Pour quand ça ne peut pas attendre.'],
  [/flexible|week-end|en soir[eé]e|le soir/, 'Des horaires qui s’accordent avec le travail, l’école et tout le reste.'],
  [/(?:consultation|estimation|devis|essai|bilan)\S* gratuit/, 'Un premier pas simple, avant de décider quoi que ce soit.'],
  [/prix fixe|forfait|sans frais cach[eé]s|abordable/, 'Vous savez ce que cela coûte avant de vous engager.'],
  [/certifi[eé]|dipl[oô]m[eé]|qualifi[eé]|expert|sp[eé]cialiste|exp[eé]riment[eé]/, 'Le savoir-faire qu’on aime avoir de son côté.'],
  [/sur mesure|personnalis[eé]|individuel|petits groupes|t[eê]te-[aà]-t[eê]te/, 'L’attention reste sur vous, pas sur une liste à expédier.'],
  [/visite virtuelle|plans|3d/, 'Voyez bien à quoi vous attendre avant de décider.'],
  [/rapport|suivi|progr[eè]s|tableau de bord/, 'Pour savoir à tout moment où en sont les choses.'],
  [/automatique|synchronis|int[eé]gration|export|capture/, 'Moins de travail manuel, et moins de choses à relancer.'],
  [/assistance|garantie|entretien|apr[eè]s-vente|support/, 'L’aide reste là après, pas seulement avant.'],
  [/sans rendez-vous|sans r[eé]servation/, 'Passez quand cela vous arrange.'],
  [/enfants?\b|famille|familial|b[eé]b[eé]s?\b/, 'Les plus petits sont les bienvenus aussi.'],
  [/ouvert|horaires|\d{1,2} ?h ?\d{2}\b/, 'Des horaires autour desquels organiser votre journée.'],
  [/repas|d[eé]jeuner|d[iî]ner|\bmenu|go[uû]ter/, 'La bonne cuisine fait partie de la journée.'],
  [/plein air|for[eê]t|nature\b|jardin|ext[eé]rieur/, 'Du temps dehors, au grand air.'],
  [/installation|\bpose\b|montage|r[eé]paration|r[eé]novation/, 'Bien fait, du début à la fin.'],
];

const DE: readonly FeatureTheme[] = [
  [/versand|lieferung|liefern|r[uü]cksendung|retoure/, 'Bestellen bleibt einfach, von der Kasse bis an Ihre Tür.'],
  [/glutenfrei|vegan|vegetarisch|allerg/, { we: 'Sagen Sie uns bei der Reservierung oder Bestellung, was Sie brauchen.', i: 'Sagen Sie mir bei der Reservierung oder Bestellung, was Sie brauchen.' }],
  [/\bbio\b|nachhaltig|recycel|klimaneutral|[oö]kolog/, 'Mit Sorgfalt ausgewählt: was drin ist und woher es kommt.'],
  [/handgemacht|handarbeit|hausgemacht|handwerk|sauerteig/, 'Mit Zeit und Sorgfalt gemacht, ohne Eile.'],
  [/am selben tag|noch heute|notfall|schnell|24 ?h|express/, 'Für den Fall, dass es nicht warten kann.'],
  [/flexib|wochenende|abends|abendtermin/, 'Zeiten, die zu Arbeit, Schule und allem anderen passen.'],
  [/kostenlose[nsr]? (?:erstberatung|beratung|bewertung|probe|testphase|angebot)|kostenlos testen|gratis (?:beratung|probe)/, 'Ein einfacher erster Schritt, bevor Sie etwas entscheiden.'],
  [/festpreis|pauschal|keine versteckten|g[uü]nstig/, 'Sie wissen, was es kostet, bevor Sie sich festlegen.'],
  [/zertifiziert|qualifiziert|erfahren|expert|fachkundig|meister|gepr[uü]ft/, 'Das Fachwissen, das man an seiner Seite haben möchte.'],
  [/pers[oö]nlich|ma[ßs]geschneidert|individuell|kleine gruppen|einzel/, 'Die Aufmerksamkeit bleibt bei Ihnen, nicht bei einer Liste, die abgearbeitet wird.'],
  [/virtuelle? (?:rundgang|besichtigung)|grundriss|3d/, 'Sehen Sie sich alles genau an, bevor Sie entscheiden.'],
  [/bericht|report|fortschritt|dashboard|[uü]bersicht/, 'Damit Sie immer wissen, wo die Dinge stehen.'],
  [/automatisch|synchronis|integration|export|erfassung|schnittstelle/, 'Weniger Handarbeit und weniger, dem man hinterherlaufen muss.'],
  [/support|garantie|wartung|kundendienst/, 'Die Hilfe ist auch danach da, nicht nur vorher.'],
  [/ohne termin|ohne voranmeldung|laufkundschaft/, 'Kommen Sie vorbei, wann es Ihnen passt.'],
  [/kinder|familie|familienfreundlich|\bbabys?\b/, 'Auch die Kleinsten sind willkommen.'],
  [/ge[öo]ffnet|[öo]ffnungszeiten|\d{1,2}[:.]\d{2}|\d{1,2} uhr/, 'Zeiten, nach denen Sie Ihren Tag planen können.'],
  [/mahlzeit|mittagessen|fr[uü]hst[uü]ck|abendessen|men[uü]\b/, 'Gutes Essen gehört zum Tag dazu.'],
  [/drau[ßs]en|im freien|\bwald|\bnatur\b|garten/, 'Zeit draußen, an der frischen Luft.'],
  [/installation|montage|einbau|reparatur|sanierung|renovierung/, 'Sauber gemacht, von Anfang bis Ende.'],
];

const IT: readonly FeatureTheme[] = [
  [/spedizion|consegna|a domicilio|resi gratuit/, 'Ordinare è semplice, dal pagamento fino alla porta di casa.'],
  [/senza glutine|vegan|vegetarian|allerg/, { we: 'Basta dirci di cosa si ha bisogno quando si prenota o si ordina.', i: 'Basta dirmi di cosa si ha bisogno quando si prenota o si ordina.' }],
  [/biologic|sostenibil|riciclat|carbonio|ecologic/, 'Scelto con cura: cosa contiene e da dove viene.'],
  [/fatto a mano|artigian|fatt[oi] in casa|lievito madre/, 'Fatto con tempo e cura, senza fretta.'],
  [/in giornata|stesso giorno|urgenz|rapid|24 ?h/, 'Per quando non si può aspettare.'],
  [/flessibil|fine settimana|weekend|di sera|serali/, 'Orari che si adattano al lavoro, alla scuola e a tutto il resto.'],
  [/(?:consulenza|valutazione|preventivo|prova|lezione)\S* gratuit/, 'Un primo passo semplice, prima di decidere qualsiasi cosa.'],
  [/prezzo fisso|forfait|nessun costo nascosto|convenient/, 'Si sa quanto costa prima di impegnarsi.'],
  [/certificat|qualificat|espert|specialist|diplomat|guidat/, 'La competenza che si vorrebbe avere dalla propria parte.'],
  [/personalizzat|su misura|individual|piccoli gruppi/, 'L’attenzione resta sulla persona, non su una lista da smaltire.'],
  [/tour virtuale|visita virtuale|planimetri|3d/, 'Vedere bene tutto prima di decidere.'],
  [/report|resoconto|monitoraggio|avanzamento|progress/, 'Per sapere sempre a che punto sono le cose.'],
  [/automatic|sincronizz|integrazion|esporta|acquisizione/, 'Meno lavoro manuale e meno cose da rincorrere.'],
  [/assistenza|garanzia|manutenzione|supporto/, 'L’aiuto c’è anche dopo, non solo prima.'],
  [/senza appuntamento|senza prenotazione/, 'Si può passare quando fa comodo.'],
  [/bambin|famigli|neonat|bimb/, 'Anche i più piccoli sono i benvenuti.'],
  [/aperto|orari|\d{1,2}[:.]\d{2}/, 'Orari su cui organizzare la giornata.'],
  [/pasti|pranzo|\bcena|colazione|\bmenu/, 'Il buon cibo fa parte della giornata.'],
  [/all['’]aperto|bosco|natura\b|giardino|esterno/, 'Tempo fuori, all’aria aperta.'],
  [/installazion|montaggio|riparazion|ristrutturazion/, 'Fatto bene, dall’inizio alla fine.'],
];

const NL: readonly FeatureTheme[] = [
  [/levering|bezorg|verzend|retour/, 'Bestellen blijft eenvoudig, van afrekenen tot aan je deur.'],
  [/glutenvrij|vegan|vegetarisch|allergi/, { we: 'Laat ons bij het reserveren of bestellen weten wat je nodig hebt.', i: 'Laat me bij het reserveren of bestellen weten wat je nodig hebt.' }],
  [/biologisch|duurzaam|gerecycl|klimaatneutraal|ecologisch/, 'Met zorg gekozen: wat erin zit en waar het vandaan komt.'],
  [/handgemaakt|handgebouwd|ambacht|huisgemaakt|zuurdesem/, 'Gemaakt met tijd en aandacht, zonder haast.'],
  [/dezelfde dag|spoed|snel|24 ?uur/, 'Voor als het niet kan wachten.'],
  [/flexibel|weekend|avond/, 'Tijden die passen bij werk, school en al het andere.'],
  [/gratis (?:adviesgesprek|advies|waardebepaling|offerte|proef|kennismaking|proefles)/, 'Een makkelijke eerste stap, voordat je iets beslist.'],
  [/vaste prijs|vast tarief|geen verborgen|betaalbaar/, 'Je weet wat het kost voordat je ergens aan vastzit.'],
  [/gecertificeerd|gediplomeerd|ervaren|expert|specialist|erkend/, 'De vakkennis die je aan je kant wilt hebben.'],
  [/persoonlijk|op maat|individueel|kleine groepen/, 'De aandacht blijft bij jou, niet bij een lijstje dat af moet.'],
  [/virtuele (?:rondleiding|tour)|plattegrond|3d/, 'Bekijk het goed voordat je iets beslist.'],
  [/rapport|voortgang|dashboard|overzicht/, 'Zodat je altijd weet hoe het ervoor staat.'],
  [/automatisch|synchronis|integratie|export|koppeling/, 'Minder handwerk en minder dingen om achteraan te zitten.'],
  [/ondersteuning|garantie|onderhoud|service/, 'De hulp is er daarna ook nog, niet alleen vooraf.'],
  [/zonder afspraak|binnenlopen|inloop/, 'Loop binnen wanneer het je uitkomt.'],
  [/kinderen|\bkind\b|gezin|\bbaby/, 'Ook de kleinsten zijn welkom.'],
  [/geopend|openingstijden|\d{1,2}[:.]\d{2}|\d{1,2} uur/, 'Tijden waar je je dag omheen kunt plannen.'],
  [/maaltijd|lunch|ontbijt|diner|\bmenu/, 'Goed eten hoort bij de dag.'],
  [/buiten|\bbos\b|natuur|\btuin/, 'Tijd buiten, in de frisse lucht.'],
  [/installatie|montage|reparatie|renovatie/, 'Goed gedaan, van begin tot eind.'],
];

const AR: readonly FeatureTheme[] = [
  [/توصيل|شحن|إرجاع|الاسترجاع/, 'الطلب سهل من الدفع حتى باب بيتك.'],
  [/غلوتين|نباتي|حساسية/, { we: 'أخبرنا بما تحتاجه عند الحجز أو الطلب.', i: 'أخبرني بما تحتاجه عند الحجز أو الطلب.' }],
  [/عضوي|مستدام|معاد تدويره|كربون|صديق للبيئة/, 'مختار بعناية: مما يتكون ومن أين يأتي.'],
  [/يدوي|صنع منزلي|حرفي/, 'يُصنع بوقت وعناية، دون استعجال.'],
  [/طازج|يومياً|يوميا|موسمي/, 'شيء جديد تتطلع إليه في كل زيارة.'],
  [/نفس اليوم|اليوم نفسه|سريع|طوارئ|على مدار الساعة/, 'لأن بعض الأمور لا تحتمل الانتظار.'],
  [/مرن|عطلة نهاية الأسبوع|مسائي|صباحي/, 'مواعيد تناسب العمل والدراسة وكل ما عدا ذلك.'],
  [/(?:استشارة|تقييم|عرض سعر|تجربة|حصة)[^،.]* مجاني/, 'خطوة أولى سهلة قبل أن تقرر أي شيء.'],
  [/سعر ثابت|رسوم ثابتة|رسوم خفية|أسعار معقولة/, 'تعرف التكلفة قبل أن تلتزم.'],
  [/معتمد|مؤهل|خبير|متخصص|ذو خبرة|مرخص/, 'الخبرة التي تريدها إلى جانبك.'],
  [/شخصي|مخصص|حسب الطلب|فردي|مجموعات صغيرة/, 'الاهتمام ينصبّ عليك، لا على إنهاء قائمة.'],
  [/جولة افتراضية|جولات افتراضية|مخطط|ثلاثي الأبعاد/, 'شاهد كل شيء جيدًا قبل أن تقرر.'],
  [/تقرير|تقارير|متابعة|التقدم|لوحة تحكم/, 'لتعرف دائمًا أين وصلت الأمور.'],
  [/تلقائي|أتمتة|مزامنة|تكامل|تصدير/, 'عمل يدوي أقل، وأمور أقل تلاحقها.'],
  [/دعم فني|ضمان|صيانة|ما بعد البيع/, 'المساعدة حاضرة بعد ذلك أيضًا، لا قبله فقط.'],
  [/دون موعد|بدون موعد|بدون حجز/, 'مرّ علينا متى ما ناسبك.'],
  [/أطفال|الأطفال|عائل|رضع/, 'الصغار مرحّب بهم أيضًا.'],
  [/مفتوح|ساعات العمل|\d{1,2}[:.]\d{2}/, 'مواعيد يمكنك أن تنظّم يومك حولها.'],
  [/وجبات|وجبة|غداء|فطور|عشاء|قائمة الطعام/, 'الطعام الجيد جزء من اليوم.'],
  [/الهواء الطلق|غابة|طبيعة|حديقة/, 'وقت في الخارج، في الهواء الطلق.'],
  [/تركيب|إصلاح|تصليح|ترميم/, 'عمل متقن من البداية إلى النهاية.'],
];

const JA: readonly FeatureTheme[] = [
  [/配送|送料|お届け|返品/, 'ご注文からお届けまで、手間なくシンプルに。'],
  [/グルテンフリー|ヴィーガン|ビーガン|ベジタリアン|アレルギー/, 'ご予約やご注文の際に、必要なことをお知らせください。'],
  [/オーガニック|有機|サステナブル|リサイクル|カーボン|環境に配慮|エコ/, '何でできていて、どこから来たのか。丁寧に選んでいます。'],
  [/手作り|手づくり|ハンドメイド|自家製|職人/, '時間をかけて、丁寧に作っています。'],
  [/焼きたて|新鮮|毎日|季節/, '来るたびに、新しい楽しみがあります。'],
  [/当日|即日|スピード|迅速|緊急|24時間/, '待てないときのために。'],
  [/柔軟|週末|夜間|夕方|平日夜/, '仕事や学校、日々の予定に合わせやすい時間帯です。'],
  [/無料(?:相談|査定|見積|体験|お試し|カウンセリング)/, '何かを決める前の、気軽な第一歩です。'],
  [/定額|明朗会計|追加料金なし|固定料金/, '始める前に、費用がはっきりわかります。'],
  [/資格|認定|経験豊富|専門|熟練/, '頼りになる知識と経験を、あなたの味方に。'],
  [/個別|マンツーマン|オーダーメイド|少人数|パーソナル|一人ひとり/, '目の前のあなたに向き合います。流れ作業にはしません。'],
  [/バーチャル内覧|バーチャルツアー|間取り|3d/, '決める前に、しっかり見て確かめられます。'],
  [/レポート|報告|進捗|ダッシュボード|経過/, 'いつでも状況がわかります。'],
  [/自動|同期|連携|エクスポート|取り込み/, '手作業が減り、追いかける手間も減ります。'],
  [/サポート|保証|メンテナンス|アフターケア|アフターサービス/, '始めたあとも、きちんとサポートします。'],
  [/予約不要|飛び込み|予約なし/, '思い立ったときに、お気軽にお立ち寄りください。'],
  [/子ども|子供|キッズ|ファミリー|家族|赤ちゃん/, '小さなお子さまも歓迎します。'],
  [/営業時間|\d{1,2}[:：]\d{2}|\d{1,2}時(?!間)/, '一日の予定が立てやすい営業時間です。'],
  [/食事|ランチ|朝食|ディナー|給食|メニュー/, 'おいしい食事も、一日の楽しみのひとつです。'],
  [/屋外|アウトドア|森|自然|庭|外遊び/, '外で過ごす時間を、大切にしています。'],
  [/設置|取り付け|取付|修理|リフォーム|施工/, '最初から最後まで、きちんと仕上げます。'],
];

const ZH: readonly FeatureTheme[] = [
  [/配送|送货|运费|包邮|退货|退换/, '从下单到送货上门，一切简单省心。'],
  [/无麸质|素食|纯素|过敏/, { we: '预订或点单时，请告诉我们您的需要。', i: '预订或点单时，请告诉我您的需要。' }],
  [/有机|可持续|环保|回收|碳/, '用心挑选：它由什么制成，又来自哪里。'],
  [/手工|手作|自制|匠心|手艺/, '用时间和心思慢慢做成，不赶工。'],
  [/新鲜|现烤|每日|当季/, '每次来，都有新的期待。'],
  [/当天|当日|快速|加急|紧急|24小时/, '为等不及的时候而准备。'],
  [/灵活|周末|晚间|夜间/, '时间安排兼顾工作、学业和其他一切。'],
  [/免费(?:咨询|评估|估价|报价|试用|体验)/, '在做任何决定之前，轻松迈出第一步。'],
  [/固定价格|一口价|明码标价|无隐藏费用|实惠/, '在做决定之前，就清楚费用是多少。'],
  [/认证|资质|经验丰富|专业|专家|资深/, '值得信赖的专业知识，站在您这一边。'],
  [/一对一|个性化|定制|小班|小团|专属/, '关注的是您本人，而不是赶完一张清单。'],
  [/虚拟看房|vr看房|线上看房|户型图|3d/, '做决定之前，先看个清楚。'],
  [/报告|报表|进度|仪表盘|跟踪/, '随时了解事情进展到哪一步。'],
  [/自动|同步|集成|导出|对接/, '少些手工操作，也少些需要追着办的事。'],
  [/技术支持|保修|维护|售后|保障/, '之后也有帮助，不只在事前。'],
  [/无需预约|免预约|随到随/, '方便的时候，随时过来。'],
  [/儿童|孩子|小朋友|亲子|家庭|婴儿/, '也欢迎小朋友一起来。'],
  [/营业时间|\d{1,2}[:：]\d{2}|\d{1,2}点/, '营业时间清楚，方便安排一天。'],
  [/午餐|早餐|晚餐|膳食|菜单|饭菜/, '好吃的饭菜，也是一天的乐趣。'],
  [/户外|森林|自然|花园|室外/, '在户外度过时光，呼吸新鲜空气。'],
  [/安装|维修|翻新|施工/, '从头到尾，认真做好。'],
];

const THEMES: Record<string, readonly FeatureTheme[]> = { en: EN, es: ES, pt: PT, fr: FR, de: DE, it: IT, nl: NL, ar: AR, ja: JA, zh: ZH };

/**
 * The supporting lines of a page's key features: a themed line where one fits and its theme is not
 * yet used on the page, else `fallback(i)` (the blueprint's rotating line for the i-th such feature).
 * @param features the key features as written (any script; only the copy language's table is tried)
 * @param lang the copy language ("en"…); a language without a table gives every feature its fallback
 */
export function featureLines(features: readonly string[], lang: string, voice: Voice, fallback: (i: number) => string): string[] {
  const table = THEMES[lang.split('-')[0]!] ?? [];
  const used = new Set<number>();
  let rotating = 0;
  return features.map((f) => {
    const words = f.toLowerCase();
    const k = table.findIndex(([re]) => re.test(words));
    if (k >= 0 && !used.has(k)) {
      used.add(k);
      return pick(table[k]![1], voice);
    }
    return fallback(rotating++);
  });
}
