// Facts for the national resources outside the U.S. and the added discipline resources (see ./types.ts).
import type { FactsTable } from './types';

export const NATIONAL_FACTS: FactsTable = {
  'india-nsp': {
    access: [
      'Register on scholarships.gov.in with your mobile number and Aadhaar-linked details to get an application ID (OTR).',
      'Log in, fill the application once and pick the schemes you are eligible for; your institute then verifies it online.',
    ],
  },
  'india-nta': {
    access: [
      'Open nta.ac.in and pick your exam (JEE Main, NEET-UG, CUET-UG …) to reach its own registration site.',
      'Register there during the exam’s window, upload your photo and documents, and pay the fee by category.',
    ],
  },
  'india-josaa': {
    access: [
      'After JEE Main (and JEE Advanced for IITs) results, log in on josaa.nic.in with your JEE Main application number.',
      'Fill and lock your choices of institute and branch, then accept your allotted seat and report online each round.',
    ],
  },
  'india-swayam': {
    access: [
      'Register free on swayam.gov.in and enrol in a course during its enrolment window.',
      'For a certificate or credit transfer, register and pay for the proctored exam at the end of the course.',
    ],
  },
  'india-ndli': {
    access: ['Search ndl.iitkgp.ac.in, and register free when an item asks you to sign in to open it.'],
  },
  'india-digilocker': {
    access: [
      'Sign up on digilocker.gov.in or the DigiLocker app with your mobile number and Aadhaar.',
      'Under Issued Documents, pull your board mark sheets or degree from the issuing board or university.',
    ],
  },
  'nigeria-jamb': {
    access: [
      'Create a JAMB profile by sending your NIN by SMS as explained on jamb.gov.ng, then buy the UTME or Direct Entry e-PIN.',
      'Register at an accredited CBT centre, and after the exam accept or reject your admission on JAMB CAPS.',
    ],
  },
  'nigeria-nelfund': {
    access: [
      'Check that your institution is on the list on nelf.gov.ng, then open the student portal there.',
      'Sign up with your NIN, JAMB registration number and BVN, and upload your admission details; you pay nothing to apply.',
    ],
  },
  'nigeria-waec': {
    access: [
      'School candidates register through their school; private candidates register for the WASSCE for Private Candidates on waecnigeria.org.',
      'Check results on the WAEC result portal with your examination number and a result-checker PIN.',
    ],
  },
  'nigeria-neco': {
    access: [
      'School candidates register through their school; external candidates register online for the SSCE External on neco.gov.ng.',
      'Check results on the NECO results portal with a result token.',
    ],
  },
  'nigeria-nysc': {
    access: [
      'Once your institution has uploaded your name, register on the NYSC portal at portal.nysc.org.ng during the batch registration window.',
      'Print your call-up letter and report to your orientation camp with the documents it lists.',
    ],
  },
  'nigeria-nuc': {
    access: [
      'Open nuc.edu.ng and look up a university in its lists of approved federal, state and private universities; no account is needed.',
    ],
  },
  'brazil-enem': {
    access: [
      'Sign in to the Enem Participant Page at enem.inep.gov.br with your gov.br account during the registration period.',
      'Request the fee exemption in the same place if you qualify (for example, public school seniors), then pay the fee otherwise.',
    ],
  },
  'brazil-sisu': {
    access: [
      'When Sisu opens, sign in at acessounico.mec.gov.br/sisu with your gov.br account; your Enem scores load automatically.',
      'Choose up to two courses and a quota type, then check the results and the waiting list (lista de espera).',
    ],
  },
  'brazil-prouni': {
    access: [
      'During the Prouni window, sign in at acessounico.mec.gov.br/prouni with your gov.br account.',
      'Pick up to two courses at private institutions; if pre-selected, bring proof of family income to the college.',
    ],
  },
  'brazil-fies': {
    access: [
      'Sign in at acessounico.mec.gov.br/fies with your gov.br account during the Fies registration period.',
      'Choose your course options; if pre-selected, complete your record on the Fies system and confirm at your college and bank.',
    ],
  },
  'brazil-capes': {
    access: [
      'Ask your graduate program’s coordination about CAPES scholarships: most are granted through the program itself.',
      'Open the Portal de Periódicos from your university’s network, or sign in with CAFe, to read subscribed journals.',
    ],
  },
  'brazil-cnpq': {
    access: [
      'Create your CV on the Lattes Platform (lattes.cnpq.br).',
      'Apply for a PIBIC or other scientific initiation grant through a faculty advisor at your university, which runs the call.',
    ],
  },
  'mexico-becas-benito-juarez': {
    access: [
      'Watch gob.mx/becasbenitojuarez for the registration call for your level.',
      'Register with your CURP on the site the call names; grants are paid onto a Banco del Bienestar card.',
    ],
  },
  'mexico-ceneval': {
    access: [
      'Register for the EXANI-II through the university you are applying to; it tells you the date and how to pay.',
      'Download the free official guide for your exam from ceneval.edu.mx.',
    ],
  },
  'mexico-unam-admision': {
    access: [
      'Read the current convocatoria (call) on dgae.unam.mx and register online in its window.',
      'Pay the exam fee, print your exam pass, and check results on the same site.',
    ],
  },
  'mexico-comexus': {
    access: ['Choose your program on comexus.org.mx and submit its online application during the yearly call.'],
  },
  'mexico-prepa-en-linea': {
    access: [
      'Register during a convocatoria on prepaenlinea.sep.gob.mx with your CURP and secundaria certificate.',
      'Watch the site for your start date and the online course you begin with.',
    ],
  },
  'mexico-jovenes-construyendo': {
    access: [
      'Register on jovenesconstruyendoelfuturo.stps.gob.mx with your CURP, ID and proof of address.',
      'Choose a work centre from the list and apply to its apprenticeship.',
    ],
  },
  'indonesia-snpmb': {
    access: [
      'Create your SNPMB account on the SNPMB portal with your NISN, your school’s NPSN and date of birth, then verify your e-mail.',
      'Register for SNBP through your school or for SNBT and pay the UTBK fee (KIP Kuliah applicants are exempt).',
    ],
  },
  'indonesia-kip-kuliah': {
    access: [
      'Register on kip-kuliah.kemdikbud.go.id with your NIK, NISN and school NPSN to get a KIP Kuliah participant number.',
      'Use that number when you register for SNBP, SNBT or a university’s own selection.',
    ],
  },
  'indonesia-lpdp': {
    access: [
      'Register on lpdp.kemenkeu.go.id during an open round and upload your documents, including the language test score it asks for.',
    ],
  },
  'indonesia-beasiswa-unggulan': {
    access: [
      'Read the yearly guide on beasiswaunggulan.kemdikbud.go.id and register online while applications are open.',
    ],
  },
  'indonesia-iisma': {
    access: [
      'Check with your university’s international office that it takes part in IISMA.',
      'Register on iisma.kemdikbud.go.id with your English test score and choose partner universities.',
    ],
  },
  'philippines-ched': {
    access: [
      'Apply to the CHED Merit Scholarship Program at the CHED regional office for your area; calls are posted on ched.gov.ph.',
      'Prepare your grades, income documents and proof of enrolment or acceptance.',
    ],
  },
  'philippines-unifast': {
    access: [
      'Enrol at a state or local university or college: free tuition applies on enrolment.',
      'For the Tertiary Education Subsidy, ask your school’s financial aid office; UniFAST posts the rules on unifast.gov.ph.',
    ],
  },
  'philippines-dost-sei': {
    access: [
      'Apply online for the DOST-SEI undergraduate scholarship exam through the link on sei.dost.gov.ph while the call is open.',
    ],
  },
  'philippines-tesda': {
    access: ['Create a free account on e-tesda.gov.ph and enrol in any course from its catalog.'],
  },
  'philippines-fulbright': {
    access: ['Open the program pages on fulbright.org.ph and submit the online application by the yearly deadline.'],
  },
  'pakistan-hec': {
    access: [
      'Create an account on the HEC e-portal (eportal.hec.gov.pk) with your CNIC.',
      'Apply there to the scholarship call listed on hec.gov.pk, or apply for need-based aid through your university’s financial aid office.',
    ],
  },
  'pakistan-hec-digital-library': {
    access: [
      'Open digitallibrary.edu.pk on your university network, or ask your university library for remote access.',
    ],
  },
  'pakistan-peef': {
    access: [
      'Apply through your school, college or university when PEEF’s scholarship call opens; calls and forms are on peef.org.pk.',
    ],
  },
  'pakistan-virtual-university': {
    access: ['Apply online on vu.edu.pk during admissions and pay the semester fee; free lectures need no admission.'],
  },
  'pakistan-usefp': {
    access: ['Read the Fulbright program pages on usefpakistan.org and apply online by the yearly deadline.'],
  },
  'germany-bafoeg': {
    access: [
      'Sign in on bafoeg-digital.de with your BundID (eID card) or create a BAföG account.',
      'Fill in the application step by step, upload your documents, and invite your parents to add their income.',
    ],
  },
  'germany-deutschlandstipendium': {
    access: [
      'Check on deutschlandstipendium.de that your university takes part.',
      'Apply through your own university’s call, usually in the spring or summer before the winter semester.',
    ],
  },
  'germany-hochschulstart': {
    access: [
      'Register on hochschulstart.de to get your BID and BAN numbers.',
      'Apply there for medicine and the other centrally allocated courses, or to your university, which passes it on to the DoSV.',
    ],
  },
  'germany-studierendenwerke': {
    access: [
      'Use the map on studierendenwerke.de to find your local Studierendenwerk and apply for a room on its own site.',
    ],
  },
  'germany-stipendium-plus': {
    access: [
      'Compare the foundations on stipendiumplus.de and apply to one directly on its own site; each has its own deadline.',
    ],
  },
  'germany-studienstiftung': {
    access: [
      'Register for the self-application test (Auswahltest) on studienstiftung.de early in your studies, or ask your school or university about a nomination.',
    ],
  },
  'korea-kosaf': {
    access: [
      'Sign up on kosaf.go.kr (or its app) with identity verification.',
      'Apply for the national scholarship in each semester’s window and give consent for your family’s income to be assessed.',
    ],
  },
  'korea-kmooc': {
    access: ['Sign up free on kmooc.kr and enrol in a course from its catalog.'],
  },
  'korea-csat': {
    access: [
      'Register for the CSAT through your high school, or at your local education office if you have graduated.',
      'Download past papers and mock exams from suneung.re.kr without an account.',
    ],
  },
  'korea-adiga': {
    access: ['Search universities and admission results on adiga.kr; sign up to use its score analysis.'],
  },
  'korea-riss': {
    access: ['Search riss.kr and sign in through your university to open subscribed full texts.'],
  },
  'kenya-kuccps': {
    access: [
      'Log in to the KUCCPS student portal (students.kuccps.net) with your KCSE index number, year and birth certificate or ID number.',
      'Pay the application fee and submit your programme choices in order during the application window.',
    ],
  },
  'kenya-hef': {
    access: [
      'After KUCCPS placement and admission, open the Student Portal on hef.co.ke and sign up with your ID number (or KCSE index number if you have none).',
      'Complete the profile and the needs assessment, and apply for both the scholarship and the loan.',
    ],
  },
  'kenya-helb': {
    access: [
      'Continuing students and graduates use the HELB student portal on helb.co.ke; first-years apply through hef.co.ke.',
      'Get your compliance certificate or repayment statement from the same portal.',
    ],
  },
  'kenya-knec': {
    access: ['Register for exams through your school; check results and certificate services on knec.ac.ke.'],
  },
  'kenya-cue': {
    access: ['Open the lists of accredited universities and programmes on cue.or.ke; no account is needed.'],
  },
  // Added discipline resources
  'american-academy-of-religion': {
    access: ['Join AAR online at aarweb.org at the student rate with proof that you are enrolled.'],
  },
  'society-of-biblical-literature': {
    access: [
      'Join SBL at the student rate on sbl-site.org; the free Student Supplement to the SBL Handbook of Style is on the same site.',
    ],
  },
  'atla-religion-database': {
    access: [
      'Open the Atla Religion Database from your university library’s database list (often on EBSCO); atla.com itself has no student sign-up.',
    ],
  },
  'pluralism-project': {
    access: ['Read the profiles and case studies on pluralism.org; no account is needed.'],
  },
  arda: {
    access: [
      'Browse national profiles and data archives on thearda.com and download datasets free after accepting the terms.',
    ],
  },
  sefaria: {
    access: ['Open sefaria.org and browse or search texts; a free account saves source sheets.'],
  },
  'quran-com': {
    access: ['Open quran.com, pick a surah and switch translations and tafsir in its settings; no account is needed.'],
  },
  suttacentral: {
    access: [
      'Search a sutta on suttacentral.net and open the Parallels tab to compare versions; no account is needed.',
    ],
  },
  usitt: {
    access: ['Join USITT at the student rate on usitt.org, and look for a student chapter at your school.'],
  },
  asid: {
    access: ['Join ASID as a student member on asid.org through your school’s student chapter or directly.'],
  },
};
