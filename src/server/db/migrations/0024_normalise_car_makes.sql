-- Makes stored before intake normalised them take the platform's usual name ("VW" -> "Volkswagen").
UPDATE cars SET make = CASE lower(make)
  WHEN 'vw' THEN 'Volkswagen'
  WHEN 'volkswagon' THEN 'Volkswagen'
  WHEN 'volks wagen' THEN 'Volkswagen'
  WHEN 'mercedes' THEN 'Mercedes-Benz'
  WHEN 'mercedes benz' THEN 'Mercedes-Benz'
  WHEN 'merc' THEN 'Mercedes-Benz'
  WHEN 'benz' THEN 'Mercedes-Benz'
  WHEN 'harley davidson' THEN 'Harley-Davidson'
  WHEN 'harley' THEN 'Harley-Davidson'
  WHEN 'land-rover' THEN 'Land Rover'
  WHEN 'landrover' THEN 'Land Rover'
  WHEN 'rolls royce' THEN 'Rolls-Royce'
  WHEN 'chev' THEN 'Chevrolet'
  WHEN 'chevy' THEN 'Chevrolet'
  WHEN 'alfa' THEN 'Alfa Romeo'
  WHEN 'mitsubishi fuso' THEN 'Fuso'
  WHEN 'great wall motors' THEN 'GWM'
END
WHERE lower(make) IN ('vw', 'volkswagon', 'volks wagen', 'mercedes', 'mercedes benz', 'merc', 'benz', 'harley davidson', 'harley', 'land-rover', 'landrover', 'rolls royce', 'chev', 'chevy', 'alfa', 'mitsubishi fuso', 'great wall motors');
