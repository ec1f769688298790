// Personal names and job titles for witnesses, nominees, CRS authors and unlinked hearing
// participants (people who are not members of Congress).

export const FIRST_NAMES: readonly string[] = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen',
  'Charles', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Margaret', 'Mark', 'Sandra',
  'Donald', 'Ashley', 'Steven', 'Kimberly', 'Paul', 'Emily', 'Andrew', 'Donna', 'Joshua', 'Michelle',
  'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'George', 'Deborah', 'Timothy', 'Stephanie',
  'Ronald', 'Rebecca', 'Jason', 'Sharon', 'Edward', 'Laura', 'Jeffrey', 'Cynthia', 'Ryan', 'Kathleen',
  'Jacob', 'Amy', 'Gary', 'Angela', 'Nicholas', 'Shirley', 'Eric', 'Anna', 'Jonathan', 'Brenda',
  'Stephen', 'Pamela', 'Larry', 'Emma', 'Justin', 'Nicole', 'Scott', 'Helen', 'Brandon', 'Samantha',
  'Benjamin', 'Katherine', 'Samuel', 'Christine', 'Gregory', 'Debra', 'Alexander', 'Rachel', 'Patrick', 'Carolyn',
  'Raymond', 'Janet', 'Jack', 'Maria', 'Dennis', 'Heather', 'Jerry', 'Diane', 'Tyler', 'Julie',
  'Aaron', 'Joyce', 'Jose', 'Victoria', 'Adam', 'Kelly', 'Nathan', 'Christina', 'Henry', 'Lauren',
  'Douglas', 'Joan', 'Zachary', 'Evelyn', 'Peter', 'Olivia', 'Kyle', 'Judith', 'Walter', 'Megan',
  'Ethan', 'Cheryl', 'Jeremy', 'Martha', 'Harold', 'Andrea', 'Keith', 'Frances', 'Christian', 'Hannah',
  'Roger', 'Jacqueline', 'Noah', 'Ann', 'Gerald', 'Gloria', 'Carl', 'Jean', 'Terry', 'Kathryn',
  'Sean', 'Alice', 'Austin', 'Teresa', 'Arthur', 'Sara', 'Lawrence', 'Janice', 'Jesse', 'Doris',
  'Dylan', 'Madison', 'Bryan', 'Julia', 'Joe', 'Grace', 'Jordan', 'Judy', 'Billy', 'Abigail',
  'Bruce', 'Marie', 'Albert', 'Denise', 'Willie', 'Beverly', 'Gabriel', 'Amber', 'Logan', 'Theresa',
  'Alan', 'Marilyn', 'Juan', 'Danielle', 'Wayne', 'Diana', 'Roy', 'Brittany', 'Ralph', 'Natalie',
  'Randy', 'Sophia', 'Eugene', 'Rose', 'Vincent', 'Isabella', 'Russell', 'Alexis', 'Elijah', 'Kayla',
  'Louis', 'Charlotte', 'Bobby', 'Priya', 'Philip', 'Mei', 'Johnny', 'Aisha', 'Rajesh', 'Lucia',
];

export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
  'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes',
  'Gonzales', 'Fisher', 'Vasquez', 'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander', 'Hamilton', 'Graham',
  'Reynolds', 'Griffin', 'Wallace', 'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson',
  'Ellis', 'Tran', 'Medina', 'Aguilar', 'Stevens', 'Murray', 'Ford', 'Castro', 'Marshall', 'Owens',
  'Harrison', 'Fernandez', 'McDonald', 'Woods', 'Washington', 'Kennedy', 'Wells', 'Vargas', 'Henry', 'Chen',
  'Freeman', 'Webb', 'Tucker', 'Guzman', 'Burns', 'Crawford', 'Olson', 'Simpson', 'Porter', 'Hunter',
  'Gordon', 'Mendez', 'Silva', 'Shaw', 'Snyder', 'Mason', 'Dixon', 'Munoz', 'Hunt', 'Hicks',
  'Holmes', 'Palmer', 'Wagner', 'Black', 'Robertson', 'Boyd', 'Rose', 'Stone', 'Salazar', 'Fox',
  'Warren', 'Mills', 'Meyer', 'Rice', 'Schmidt', 'Garza', 'Daniels', 'Ferguson', 'Nichols', 'Stephens',
  'Soto', 'Weaver', 'Ryan', 'Gardner', 'Payne', 'Grant', 'Dunn', 'Kowalski', 'Okafor', 'Yamamoto',
];

export const MIDDLE_INITIALS: readonly string[] = ['A.', 'B.', 'C.', 'D.', 'E.', 'F.', 'G.', 'H.', 'J.', 'K.', 'L.', 'M.', 'P.', 'R.', 'S.', 'T.', 'W.'];

/** Titles a witness from a company, association or nonprofit testifies under. */
export const PRIVATE_WITNESS_TITLES: readonly string[] = [
  'President and Chief Executive Officer', 'Chief Executive Officer', 'Executive Vice President', 'Senior Vice President, Government Affairs',
  'Vice President, Public Policy', 'General Counsel', 'Chief Economist', 'Director of Regulatory Affairs', 'Senior Fellow',
  'Policy Director', 'Legislative Director', 'Chairman of the Board', 'Chief Operating Officer', 'Senior Policy Analyst',
  'Executive Director', 'Research Director', 'Professor of Economics', 'Professor of Law', 'Professor of Public Health',
  'Dean, School of Engineering', 'Senior Counsel', 'Chief Technology Officer', 'Director, Environmental Programs',
];

/** Titles a government witness testifies under. */
export const GOVERNMENT_WITNESS_TITLES: readonly string[] = [
  'Administrator', 'Deputy Administrator', 'Assistant Secretary', 'Deputy Secretary', 'Secretary', 'Director',
  'Deputy Director', 'Inspector General', 'Commissioner', 'Chief Financial Officer', 'Associate Administrator',
  'Director, Natural Resources and Environment', 'Managing Director, Strategic Issues', 'Chief Information Officer',
];

/** Titles for state and local officials who testify. */
export const LOCAL_WITNESS_TITLES: readonly string[] = [
  'Mayor', 'Governor', 'County Commissioner', 'State Senator', 'Attorney General', 'Secretary of State',
  'City Manager', 'Fire Chief', 'Chief of Police', 'Superintendent of Schools', 'State Health Officer',
];
